import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 28: the sign-in under way (state, nonce, PKCE verifier), sealed; and after the provider, the
 * school account waiting for its link step. SameSite=Lax: the provider sends the browser back with a
 * cross-site navigation, which a Strict cookie would not join. Path /api/schulkonto: no other route
 * ever sees them.
 */
export const ANMELDUNG_COOKIE = 'ls_schulkonto';
export const VERKNUEPFUNG_COOKIE = 'ls_schulkonto_verknuepfen';
/**
 * After a sign-in through the school account: the provider's ID token (the logout's id_token_hint),
 * sealed and bound to that one session; a browser-session cookie, used and cleared by the logout.
 */
export const ABMELDUNG_COOKIE = 'ls_schulkonto_abmelden';
export const SCHULKONTO_COOKIE_PATH = '/api/schulkonto';
/** Time for the provider's login form, and for the link step. */
export const SCHULKONTO_COOKIE_MS = 10 * 60 * 1000;

function options(request: FastifyRequest, forceSecure: boolean) {
  return {
    path: SCHULKONTO_COOKIE_PATH,
    sameSite: 'lax' as const,
    httpOnly: true,
    secure: forceSecure || request.protocol === 'https',
  };
}

export function setSchulkontoCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  value: string,
  forceSecure: boolean,
): void {
  void reply.setCookie(name, value, {
    ...options(request, forceSecure),
    maxAge: SCHULKONTO_COOKIE_MS / 1000,
  });
}

/** Without max-age: it goes with the browser, like the session cookie it belongs to. */
export function setAbmeldungCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  value: string,
  forceSecure: boolean,
): void {
  void reply.setCookie(ABMELDUNG_COOKIE, value, options(request, forceSecure));
}

export function clearSchulkontoCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  forceSecure: boolean,
): void {
  void reply.clearCookie(name, options(request, forceSecure));
}
