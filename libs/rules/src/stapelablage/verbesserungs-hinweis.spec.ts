import { zeigtVerbesserungsHinweis } from './verbesserungs-hinweis';

describe('zeigtVerbesserungsHinweis (02 §6: owner, in the tray, a marked card)', () => {
  it.each<[boolean, boolean, number, boolean]>([
    [true, true, 1, true],
    [true, true, 3, true],
    [true, true, 0, false],
    [true, false, 2, false],
    [false, true, 2, false],
    [false, false, 0, false],
  ])('owner %p, in the tray %p, %i marked → %p', (ist_eigentuemer, ist_in_stapelablage, anzahl, expected) => {
    expect(
      zeigtVerbesserungsHinweis({
        ist_eigentuemer,
        ist_in_stapelablage,
        anzahl_zukorrigierende_modulteile: anzahl,
      }),
    ).toBe(expected);
  });
});
