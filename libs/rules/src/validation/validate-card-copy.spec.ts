import type { TextKey } from '@lernstapel/texts';
import { validateCardCopyTarget } from './validate-card-copy';

describe('validateCardCopyTarget (02 §2, §5: copy into another own stack)', () => {
  it.each<[number | null, number, TextKey[]]>([
    [8, 5, []],
    [null, 5, ['validierung.zielstapelFehlt']],
    [0, 5, ['validierung.zielstapelFehlt']],
    [Number.NaN, 5, ['validierung.zielstapelFehlt']],
    [5, 5, ['validierung.zielstapelFehlt']],
  ])('target %j from stack %j → %j', (ziel, eigener, expected) => {
    expect(validateCardCopyTarget(ziel, eigener)).toEqual(expected);
  });
});
