import { validatePoints } from './validate-points';

describe('validatePoints (02 §5: points are numbers of at least 0)', () => {
  it.each([0, 0.5, 1, 12, 100])('accepts %p', (punkte) => {
    expect(validatePoints(punkte)).toEqual([]);
  });

  it.each([-0.5, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses %p with validierung.punkteUngueltig',
    (punkte) => {
      expect(validatePoints(punkte)).toEqual(['validierung.punkteUngueltig']);
    },
  );
});
