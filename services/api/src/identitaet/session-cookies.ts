import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { SAVED_LOGIN_MARKER_COOKIE, SAVED_LOGIN_NAME_COOKIE } from '@lernstapel/contracts';

/** httpOnly session cookie (DEVIATIONS 3). */
export const SESSION_COOKIE = 'ls_session';
/** httpOnly 90-day remember-me token ('Anmeldung auf diesem Browser speichern'). */
export const MERKEN_COOKIE = 'ls_merken';
/**
 * httpOnly: only the first name for 'Anmelden als {name}', never the code (issue 29 §3: startseitenName);
 * the login page asks GET /api/benutzer/gespeichert/name for it.
 */
export const NAME_COOKIE = SAVED_LOGIN_NAME_COOKIE;
/** Readable, without personal data: tells the prerendered login page that there is a saved login. */
export const MARKER_COOKIE = SAVED_LOGIN_MARKER_COOKIE;

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

/**
 * What a name cookie already set may keep: its first word. Unlike startseitenName it leaves one word
 * as it is, since a cookie's single word is most likely the first name it was shortened to.
 */
export function ersterNameAusCookie(wert: string): string {
  return wert.trim().split(/\s+/)[0] ?? '';
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
  setNameCookies(reply, request, startseitenName(displayName), forceSecure);
}

/** The first name (httpOnly) and the readable marker of a saved login, for its 90 days. */
function setNameCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  vorname: string,
  forceSecure: boolean,
): void {
  const maxAge = MERKEN_LIFETIME_MS / 1000;
  void reply.setCookie(NAME_COOKIE, vorname, {
    ...baseOptions(request, forceSecure),
    httpOnly: true,
    maxAge,
  });
  void reply.setCookie(MARKER_COOKIE, '1', { ...baseOptions(request, forceSecure), httpOnly: false, maxAge });
}

/**
 * Issue 29 §3: a name cookie from before (script-readable, the full name; no marker beside it) is
 * replaced on the next request by the first name, httpOnly, with the marker; without a remember
 * cookie it is only cleared. Answers whether it changed anything.
 */
export function alteNamensCookiesErneuern(
  reply: FastifyReply,
  request: FastifyRequest,
  forceSecure: boolean,
): boolean {
  const name = request.cookies[NAME_COOKIE];
  if (name === undefined || request.cookies[MARKER_COOKIE] !== undefined) return false;
  if (request.cookies[MERKEN_COOKIE]) setNameCookies(reply, request, ersterNameAusCookie(name), forceSecure);
  else clearMerkenCookies(reply, request, forceSecure);
  return true;
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, forceSecure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: true });
}

export function clearMerkenCookies(reply: FastifyReply, request: FastifyRequest, forceSecure: boolean): void {
  void reply.clearCookie(MERKEN_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: true });
  void reply.clearCookie(NAME_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: true });
  void reply.clearCookie(MARKER_COOKIE, { ...baseOptions(request, forceSecure), httpOnly: false });
}
