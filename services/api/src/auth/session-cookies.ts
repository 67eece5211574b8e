import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { SAVED_LOGIN_NAME_COOKIE } from '@lernstapel/contracts';

/** httpOnly session cookie (DEVIATIONS 3). */
export const SESSION_COOKIE = 'ls_session';
/** httpOnly 90-day remember-me token ('Anmeldung auf diesem Browser speichern'). */
export const MERKEN_COOKIE = 'ls_merken';
/**
 * Readable by the login page for 'Anmelden als {name}' (the prerendered page decides before any request):
 * only the first name, never the code (issue 29: startseitenName).
 */
export const NAME_COOKIE = SAVED_LOGIN_NAME_COOKIE;

/**
 * Issue 29: what the start page needs of a name for 'Anmelden als …' — the first name; a name of one word
 * (it may be a surname) only as its initial.
 */
export function startseitenName(namevoll: string): string {
  const teile = namevoll
    .trim()
    .split(/\s+/)
    .filter((teil) => teil !== '');
  const [erster] = teile;
  if (erster === undefined) return '';
  return teile.length > 1 ? erster : `${Array.from(erster)[0]}.`;
}

/** Sliding lifetime of a session: every use extends it by this much. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** 01 §9: saved-login cookies live 90 days. */
export const MERKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

function baseOptions(request: FastifyRequest, forceSecure: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'strict', secure: forceSecure || request.protocol === 'https' };
}

/** Browser-session cookie: the server enforces the 12 h sliding expiry. */
export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  forceSecure: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(request, forceSecure), httpOnly: true });
}

export function setMerkenCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  displayName: string,
  forceSecure: boolean,
): void {
  const maxAge = MERKEN_LIFETIME_MS / 1000;
  void reply.setCookie(MERKEN_COOKIE, token, {
    ...baseOptions(request, forceSecure),
    httpOnly: true,
    maxAge,
  });
  void reply.setCookie(NAME_COOKIE, startseitenName(displayName), {
    ...baseOptions(request, forceSecure),
    httpOnly: false,
    maxAge,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, forceSecure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: true });
}

export function clearMerkenCookies(reply: FastifyReply, request: FastifyRequest, forceSecure: boolean): void {
  void reply.clearCookie(MERKEN_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: true });
  void reply.clearCookie(NAME_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: false });
}
