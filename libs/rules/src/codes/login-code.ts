/**
 * Login codes (DEVIATIONS 2): cryptographically random, 12 characters from an alphabet without
 * look-alikes. Left out: 0 O Q D (round shapes), 1 I L (strokes), 2 Z, 5 S, 8 B, G (like 6), U V and all
 * lower case. Codes are compared in upper case, so a pupil may type them in either case.
 * 20 symbols ^ 12 characters ≈ 2^51.9 codes.
 */
export const LOGIN_CODE_ALPHABET = '34679ACEFHJKMNPRTWXY';
export const LOGIN_CODE_LENGTH = 12;

const WELL_FORMED = new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${LOGIN_CODE_LENGTH}}$`);

/**
 * Random bytes at or above this limit are discarded, so each symbol is equally likely
 * (rejection sampling: 256 is not a multiple of the alphabet size).
 */
const BYTE_LIMIT = 256 - (256 % LOGIN_CODE_ALPHABET.length);

/** The code as the user typed it, tidied: surrounding and inner spaces and hyphens removed, upper case. */
export function normaliseLoginCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True when `code` (already normalised) has our length and only alphabet characters. */
export function isWellFormedLoginCode(code: string): boolean {
  return WELL_FORMED.test(code);
}

/**
 * A code from uniformly random `bytes`, or null when too many bytes had to be rejected to fill it
 * (pass more bytes then; 16 suffice in ~99.9 % of cases, generateLoginCode asks again by itself).
 */
export function loginCodeFromRandomBytes(bytes: Uint8Array): string | null {
  const code = appendSymbols('', bytes);
  return code.length === LOGIN_CODE_LENGTH ? code : null;
}

/** `code` extended by one symbol per accepted byte, up to LOGIN_CODE_LENGTH. */
function appendSymbols(code: string, bytes: Uint8Array): string {
  let result = code;
  for (const byte of bytes) {
    if (result.length === LOGIN_CODE_LENGTH) break;
    if (byte >= BYTE_LIMIT) continue;
    result += LOGIN_CODE_ALPHABET[byte % LOGIN_CODE_ALPHABET.length];
  }
  return result;
}

/**
 * A new login code. `randomBytes` must be a cryptographic source, e.g. `(n) => crypto.randomBytes(n)`
 * from node:crypto or `(n) => crypto.getRandomValues(new Uint8Array(n))` in a browser.
 */
export function generateLoginCode(randomBytes: (length: number) => Uint8Array): string {
  let code = '';
  // A cryptographic source fills a code in one or two rounds; only a broken one gets here 100 times.
  for (let round = 0; code.length < LOGIN_CODE_LENGTH; round++) {
    if (round === 100) throw new RangeError('randomBytes does not look random');
    const bytes = randomBytes(LOGIN_CODE_LENGTH - code.length + 4);
    if (bytes.length === 0) throw new RangeError('randomBytes returned no bytes');
    code = appendSymbols(code, bytes);
  }
  return code;
}
