import { SAVED_LOGIN_MARKER_COOKIE, SAVED_LOGIN_NAME_COOKIE } from '@lernstapel/contracts';

/**
 * Whether this browser has a saved login (01 §4, DEVIATIONS 3). Issue 29 §3: its name cookie is
 * httpOnly, so the page sees only the marker without personal data and asks the API for the first
 * name. A readable name cookie from before counts too (a page the service worker answered before the
 * server could renew it); the API renews it on that very request.
 */
export function hatGespeicherteAnmeldung(
  // No document when the page is prerendered at build time (scripts/prerender-login.cjs): no saved login.
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookieHeader.split(';').some((part) => {
    const [name, ...rest] = part.trim().split('=');
    return (name === SAVED_LOGIN_MARKER_COOKIE || name === SAVED_LOGIN_NAME_COOKIE) && rest.join('=') !== '';
  });
}
