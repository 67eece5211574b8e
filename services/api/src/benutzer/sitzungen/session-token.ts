import { hash, randomBytes } from 'node:crypto';

/** DEVIATIONS 3: an opaque random token (32 bytes, base64url); only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Once per authenticated request: the one-shot hash costs a third of a Hash object's (issue 15 §3). */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Tokens we issue are exactly 43 base64url characters; anything else is not looked up. */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
