import { SAVED_LOGIN_NAME_COOKIE } from '@lernstapel/contracts';

/**
 * The display name of the saved login (01 §4, DEVIATIONS 3): the API sets the readable cookie
 * `ls_name` (URL-encoded) next to the httpOnly remember token. Null when there is no saved login.
 */
export function savedLoginName(
  // No document when the page is prerendered at build time (scripts/prerender-login.cjs): no saved login.
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SAVED_LOGIN_NAME_COOKIE) continue;
    const raw = rest.join('=');
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
