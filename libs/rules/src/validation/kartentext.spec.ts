import { KARTENTEXT_MAX_BYTES, passtInKartentext } from './max-length';

describe('passtInKartentext', () => {
  it.each([
    ['an empty text', '', true],
    ['the limit in ASCII', 'a'.repeat(KARTENTEXT_MAX_BYTES), true],
    ['one byte more', 'a'.repeat(KARTENTEXT_MAX_BYTES + 1), false],
    ['umlauts count two bytes each', 'ä'.repeat(KARTENTEXT_MAX_BYTES / 2 + 1), false],
    ['half the limit in umlauts', 'ä'.repeat(Math.floor(KARTENTEXT_MAX_BYTES / 2)), true],
  ])('%s', (_case, text, passt) => {
    expect(passtInKartentext(text)).toBe(passt);
  });
});
