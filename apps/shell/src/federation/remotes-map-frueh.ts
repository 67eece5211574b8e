/** Served by the portal, replaceable per deployment: remote name → URL of its mf-manifest.json. */
export const REMOTES_MAP_URL = '/remotes.json';

/** Without the HTTP cache, so a new deployment shows at once; with the session cookie (a school's canary). */
export const fetchRemotesMapResponse = (): Promise<Response> =>
  fetch(REMOTES_MAP_URL, { cache: 'no-store', credentials: 'same-origin' });

let frueh: Promise<Response> | undefined;

/**
 * Issue 27 (fast on a phone): main.ts asks for the map as its first step, while the bootstrap's files
 * still load and run, instead of after them: the remote of the page can be asked for one round trip sooner.
 */
export function remotesMapFruehAnfragen(): void {
  frueh = fetchRemotesMapResponse();
  // Whoever takes the answer handles a failure.
  frueh.catch(() => undefined);
}

/** The answer asked for early, once; later calls (and a page without the early start) fetch anew. */
export function fruehesRemotesMap(): Promise<Response> | undefined {
  const answer = frueh;
  frueh = undefined;
  return answer;
}
