import type { RemoteName, RemotesMap } from '@lernstapel/contracts';
import {
  declaredContractVersion,
  ersteDateien,
  isContractCompatible,
  type RemoteSeite,
} from '@lernstapel/rules';
import { SHELL_CONTRACT_VERSION } from './contract-check';
import { vorladen } from './manifest-vorrat';
import { manifestEntry, parseRemotesMap } from './remotes-map';

/** The contract check reads a remote's manifest of the release in use like this, without the HTTP cache. */
export const fetchManifest = (entry: string): Promise<Response> =>
  fetch(entry, { cache: 'no-store', credentials: 'same-origin' });

/** Manifests asked for by main.ts, by URL, each for one reader. */
const fruehe = new Map<string, Promise<Response>>();
/** Settles once main.ts has read the early map and asked for the manifests (or found none to ask for). */
let angefragt: Promise<void> = Promise.resolve();

/**
 * Issue 27 (fast on a phone): at the address of a remote's page, main.ts starts on that remote as soon
 * as the early map (remotes-map-frueh.ts) has come, while the shell's own files still load: it asks
 * for the manifest of the release in use, which the contract check then reads (fruehesManifest), and
 * preloads the files the runtime loads first when the manifest's contract fits. A manifest the page's
 * HTML brought (`mitgebracht`: text by the URL the map names, app/startdaten.ts) is that answer. Nothing
 * of the remote runs here; the remote loader checks and loads it as always (remote-loader.ts).
 */
export function remoteSeitenFruehAnfragen(
  seiten: readonly RemoteSeite<RemoteName>[],
  karte: Promise<unknown>,
  mitgebracht: Readonly<Record<string, string>> = {},
): void {
  if (seiten.length === 0) return;
  angefragt = karte
    .then((inhalt) => {
      const map: RemotesMap = parseRemotesMap(inhalt);
      for (const { remote, exposed } of seiten) {
        const entry = manifestEntry(remote, map);
        const text = map[remote] === undefined ? undefined : mitgebracht[map[remote]];
        if (entry && !fruehe.has(entry)) vorbereiten(entry, exposed, text);
      }
    })
    .catch(() => undefined);
}

function vorbereiten(entry: string, exposed: string, mitgebracht: string | undefined): void {
  const antwort =
    mitgebracht === undefined
      ? fetchManifest(entry)
      : Promise.resolve(new Response(mitgebracht, { headers: { 'content-type': 'application/json' } }));
  fruehe.set(entry, antwort);
  // A failure is the contract check's to report, when it reads this answer.
  antwort
    .then((response) => (response.ok ? response.clone().text() : null))
    .then((text) => {
      if (text !== null && isContractCompatible(SHELL_CONTRACT_VERSION, declaredContractVersion(text))) {
        vorladen(ersteDateien(entry, text, exposed));
      }
    })
    .catch(() => undefined);
}

/**
 * The manifest at `entry` asked for early, once; undefined when main.ts did not ask for it. Waits until
 * main.ts has read the early map: the loader reads the same answer, and whichever reads it first, the
 * manifest is asked for once.
 */
export async function fruehesManifest(entry: string): Promise<Response | undefined> {
  await angefragt;
  const antwort = fruehe.get(entry);
  fruehe.delete(entry);
  return antwort;
}
