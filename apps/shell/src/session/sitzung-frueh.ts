import { REMOTE_PAGES, type SessionResponse } from '@lernstapel/contracts';
import { START_ADRESSEN } from '@lernstapel/api-client/endpoints/adressen';
import { brauchtSitzung } from '@lernstapel/rules';

let frueh: Promise<SessionResponse | null> | undefined;
let angemeldetBeimStart: Promise<boolean> = Promise.resolve(false);

/**
 * Issue 27 (fast on a phone): at an address of the logged-in areas, main.ts asks for the session as its
 * first step, while the bootstrap's files still load, instead of after they have run: on a slow
 * network the page has its user one round trip and several hundred milliseconds sooner. Only a
 * session answer (200) is kept; anything else (401, an error) is left to the API client, which asks
 * again and handles it as always (login page, error with retry). A session the page's HTML brought
 * (`mitgebracht`, app/startdaten.ts) is that answer.
 */
export function sitzungFruehAnfragen(pathname: string, mitgebracht?: SessionResponse): void {
  if (!brauchtSitzung(pathname, REMOTE_PAGES)) return;
  frueh = mitgebracht
    ? Promise.resolve(mitgebracht)
    : fetch(START_ADRESSEN.authSession, {
        credentials: 'include',
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<SessionResponse>) : null))
        .catch(() => null);
  angemeldetBeimStart = frueh.then((session) => session !== null);
}

/**
 * Whether the page load began signed in (the early session answered 200). The remotes map main.ts asked
 * for at the same moment was then the session's own (a school's canary included); false without an
 * early start.
 */
export function begannAngemeldet(): Promise<boolean> {
  return angemeldetBeimStart;
}

/** The session asked for early, once (null: none, or not usable); undefined without an early start. */
export function fruehesSitzung(): Promise<SessionResponse | null> | undefined {
  const answer = frueh;
  frueh = undefined;
  return answer;
}
