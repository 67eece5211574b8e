/** /remotes.json: remote name → URL of its mf-manifest.json, written per deployment. */
export type RemoteName = 'cards' | 'exams' | 'races' | 'admin';
export type RemotesMap = Partial<Record<RemoteName, string>>;
export const REMOTE_NAMES: readonly RemoteName[] = ['cards', 'exams', 'races', 'admin'];
