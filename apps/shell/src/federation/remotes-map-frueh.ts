import type { RemotesAntwort } from '@lernstapel/contracts';

/** Served by the portal, replaceable per deployment: remote name → URL of its mf-manifest.json. */
export const REMOTES_MAP_URL = '/remotes.json';

/** Without the HTTP cache, so a new deployment shows at once; with the session cookie (a school's canary). */
export const fetchRemotesMapResponse = (): Promise<Response> =>
  fetch(REMOTES_MAP_URL, { cache: 'no-store', credentials: 'same-origin' });

let frueh: Promise<Response> | undefined;
/** What the early answer says, read from a copy of it (its own body stays for fetchRemotesMap). */
let fruehInhalt: Promise<unknown> = Promise.resolve(null);

/**
 * Issue 27 (fast on a phone): main.ts asks for the map as its first step, while the bootstrap's files
 * still load and run, instead of after them: the remote of the page can be asked for one round trip
 * sooner. A map the page's HTML brought (`mitgebracht`, app/startdaten.ts) is taken as that answer.
 */
export function remotesMapFruehAnfragen(mitgebracht?: RemotesAntwort): void {
  frueh = mitgebracht
    ? Promise.resolve(
        new Response(JSON.stringify(mitgebracht), { headers: { 'content-type': 'application/json' } }),
      )
    : fetchRemotesMapResponse();
  // Copied at once, before any reader can have taken the body.
  fruehInhalt = frueh.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
  // Whoever takes the answer handles a failure.
  frueh.catch(() => undefined);
}

/** The early map's content for main.ts's early start on the page's remotes (remote-frueh.ts); null when none. */
export function fruehesRemotesMapInhalt(): Promise<unknown> {
  return fruehInhalt;
}

/** The answer asked for early, once; later calls (and a page without the early start) fetch anew. */
export function fruehesRemotesMap(): Promise<Response> | undefined {
  const answer = frueh;
  frueh = undefined;
  return answer;
}
