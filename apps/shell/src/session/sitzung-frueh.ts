import type { SessionResponse } from '@lernstapel/contracts';
import { START_ADRESSEN } from '@lernstapel/api-client/endpoints/adressen';

let frueh: Promise<SessionResponse | null> | undefined;

/** The addresses whose page needs the session before it shows anything (the user and admin areas). */
export function brauchtSitzung(pathname: string): boolean {
  return /^\/(user|admin)(\/|$)/.test(pathname);
}

/**
 * Issue 27 (fast on a phone): at an address of the logged-in areas, main.ts asks for the session as its
 * first step, while the bootstrap's files still load, instead of after they have run: on a slow
 * network the page has its user one round trip and several hundred milliseconds sooner. Only a
 * session answer (200) is kept; anything else (401, an error) is left to the API client, which asks
 * again and handles it as always (login page, error with retry).
 */
export function sitzungFruehAnfragen(pathname: string): void {
  if (!brauchtSitzung(pathname)) return;
  frueh = fetch(START_ADRESSEN.authSession, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  })
    .then((response) => (response.ok ? (response.json() as Promise<SessionResponse>) : null))
    .catch(() => null);
}

/** The session asked for early, once (null: none, or not usable); undefined without an early start. */
export function fruehesSitzung(): Promise<SessionResponse | null> | undefined {
  const answer = frueh;
  frueh = undefined;
  return answer;
}
