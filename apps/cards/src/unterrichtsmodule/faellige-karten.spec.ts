import { stapelListItem } from '../testing/fixtures';
import { mitFaelligkeit } from './faellige-karten';

describe("'n Karten fällig' (issue 11)", () => {
  const stapel = [stapelListItem(1, 'Englisch'), stapelListItem(2, 'Latein')];

  it("gives each own stack its due count in 'Intelligente Wiederholung'; a stack not named has none", () => {
    const zeilen = mitFaelligkeit(stapel, {
      lernmodus: 'intelligent',
      stapel: [{ unterrichtsmodul_id: 1, anzahl: 4 }],
    });
    expect(zeilen.map((zeile) => [zeile.id, zeile.faellig])).toEqual([
      [1, 4],
      [2, 0],
    ]);
  });

  it("leaves the rows without a count in 'Drei Fächer' or before the answer", () => {
    expect(mitFaelligkeit(stapel, undefined).map((zeile) => zeile.faellig)).toEqual([undefined, undefined]);
    expect(
      mitFaelligkeit(stapel, { lernmodus: 'faecher', stapel: [] }).map((zeile) => zeile.faellig),
    ).toEqual([undefined, undefined]);
  });
});
