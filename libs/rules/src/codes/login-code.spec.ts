import {
  LOGIN_CODE_ALPHABET,
  LOGIN_CODE_LENGTH,
  generateLoginCode,
  isWellFormedLoginCode,
  loginCodeFromRandomBytes,
  normaliseLoginCode,
} from './login-code';
import { randomBytes } from 'node:crypto';

describe('LOGIN_CODE_ALPHABET (DEVIATIONS 2: no look-alikes)', () => {
  it.each(['0', 'O', 'o', 'Q', 'D', '1', 'l', 'I', 'i', 'L', '2', 'Z', '5', 'S', '8', 'B', 'G', 'U', 'V'])(
    'has no %j',
    (character) => {
      expect(LOGIN_CODE_ALPHABET).not.toContain(character);
    },
  );

  it('has 20 distinct upper-case characters and codes of at least 10', () => {
    expect(new Set(LOGIN_CODE_ALPHABET).size).toBe(LOGIN_CODE_ALPHABET.length);
    expect(LOGIN_CODE_ALPHABET.length).toBe(20);
    expect(LOGIN_CODE_ALPHABET).toBe(LOGIN_CODE_ALPHABET.toUpperCase());
    expect(LOGIN_CODE_LENGTH).toBe(12);
  });
});

describe('isWellFormedLoginCode / normaliseLoginCode', () => {
  it.each([
    ['ACEFHJKMNPRT', true],
    ['3467 9ACE FHJK', false],
    ['ACEFHJKMNPR', false],
    ['ACEFHJKMNPRTW', false],
    ['ACEFHJKMNPR0', false],
    ['acefhjkmnprt', false],
    ['', false],
  ])('isWellFormedLoginCode(%j) → %p', (code, expected) => {
    expect(isWellFormedLoginCode(code)).toBe(expected);
  });

  it.each([
    [' acef-hjkm-nprt ', 'ACEFHJKMNPRT'],
    ['ACEF HJKM NPRT', 'ACEFHJKMNPRT'],
    ['ACEFHJKMNPRT', 'ACEFHJKMNPRT'],
  ])('normaliseLoginCode(%j) → %j', (input, expected) => {
    expect(normaliseLoginCode(input)).toBe(expected);
    expect(isWellFormedLoginCode(normaliseLoginCode(input))).toBe(true);
  });
});

describe('loginCodeFromRandomBytes (rejection sampling)', () => {
  it('maps bytes below the limit to alphabet[byte % 20]', () => {
    const bytes = Uint8Array.from([0, 1, 19, 20, 39, 40, 219, 220, 239, 5, 6, 7]);
    expect(loginCodeFromRandomBytes(bytes)).toBe('34Y3Y3Y3YACE');
  });

  it('skips bytes 240 to 255 (256 is not a multiple of 20)', () => {
    const bytes = Uint8Array.from([240, 255, 0, 250, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(loginCodeFromRandomBytes(bytes)).toBe('34679ACEFHJK');
  });

  it.each([
    ['too few bytes', Uint8Array.from([1, 2, 3])],
    ['enough bytes but too many rejected', Uint8Array.from([...new Array(12).fill(250), 1, 2, 3])],
    ['no bytes', new Uint8Array(0)],
  ])('returns null for %s', (_name, bytes) => {
    expect(loginCodeFromRandomBytes(bytes)).toBeNull();
  });
});

describe('generateLoginCode', () => {
  it('asks for more bytes until the code is full', () => {
    const batches = [
      Uint8Array.from([255, 0, 1]),
      Uint8Array.from([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 250]),
    ];
    const requested: number[] = [];
    const code = generateLoginCode((n) => {
      requested.push(n);
      return batches.shift() ?? new Uint8Array(n);
    });
    expect(code).toBe('34679ACEFHJK');
    expect(requested).toEqual([16, 14]);
  });

  it('gives up on a source that never yields a usable byte', () => {
    expect(() => generateLoginCode((n) => new Uint8Array(n).fill(255))).toThrow(RangeError);
    expect(() => generateLoginCode(() => new Uint8Array(0))).toThrow(RangeError);
  });

  it('makes well-formed, distinct codes from node:crypto', () => {
    const codes = Array.from({ length: 200 }, () => generateLoginCode((n) => randomBytes(n)));
    expect(codes.every(isWellFormedLoginCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses every symbol about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      for (const character of generateLoginCode((n) => randomBytes(n))) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    // 24,000 symbols over 20 characters: 1,200 expected each, sd ≈ 34; allow ±8 sd.
    expect(counts.size).toBe(20);
    for (const count of counts.values()) {
      expect(Math.abs(count - 1200)).toBeLessThan(275);
    }
  });
});
