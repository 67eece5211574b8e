/** /remotes.json: remote name → URL of its mf-manifest.json, written per deployment. */
export type RemoteName = 'cards' | 'exams' | 'races' | 'admin';
export type RemotesMap = Partial<Record<RemoteName, string>>;
export const REMOTE_NAMES: readonly RemoteName[] = ['cards', 'exams', 'races', 'admin'];

/**
 * Pages a remote owns at the top level of the portal (01 §2, 02 §2). The shell mounts
 * `/<segment>/*` for each and renders the remote's exposed module there; the remote's own
 * `<Routes>` match the rest of the path relative to the segment (e.g. `:id/:from?`).
 */
export interface RemotePage {
  segment: string;
  remote: RemoteName;
  exposed: string;
}

export const REMOTE_PAGES: readonly RemotePage[] = [
  { segment: 'editunterrichtsmodul', remote: 'cards', exposed: 'StapelBearbeiten' },
  { segment: 'previewunterrichtsmodul', remote: 'cards', exposed: 'StapelVorschau' },
  { segment: 'globalemodule', remote: 'cards', exposed: 'GlobaleModule' },
  { segment: 'pruefungen', remote: 'exams', exposed: 'Pruefung' },
  { segment: 'wettbewerbe', remote: 'races', exposed: 'Wettbewerb' },
];
