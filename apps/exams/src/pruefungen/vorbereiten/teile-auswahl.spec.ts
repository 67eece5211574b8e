import type { Karte, PruefungsteilLehrperson } from '@lernstapel/contracts';
import { emptyCard } from '@lernstapel/rules';
import { gewaehlteTeile, teilZeilen, verschoben } from './teile-auswahl';

const karte = (id: number, frage: string): Karte => ({
  ...emptyCard({ unterrichtsmodule_id: 1 }),
  id,
  frage,
});
const teil = (
  id: number,
  karteId: number | null,
  frage: string,
  punkte: number,
): PruefungsteilLehrperson => ({
  id,
  unterrichtsmodulteil_id: karteId,
  punkte,
  karte: karte(karteId ?? 99, frage),
});

describe('teilZeilen (02 §2 vorbereiten)', () => {
  it('shows a part whose card was deleted from its snapshot, not chosen, and never sends it', () => {
    const zeilen = teilZeilen(
      [karte(1, 'Hund?'), karte(2, 'Katze?')],
      [teil(10, null, 'Gelöschte Frage', 3), teil(11, 2, 'Katze?', 2)],
    );
    expect(zeilen).toEqual([
      {
        karte: expect.objectContaining({ frage: 'Gelöschte Frage' }),
        gewaehlt: false,
        punkte: '3',
        geloescht: true,
      },
      { karte: expect.objectContaining({ id: 2 }), gewaehlt: true, punkte: '2' },
      { karte: expect.objectContaining({ id: 1 }), gewaehlt: false, punkte: '1' },
    ]);
    expect(gewaehlteTeile(zeilen)).toEqual([{ unterrichtsmodulteil_id: 2, punkte: 2 }]);
  });
});

describe('verschoben', () => {
  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [-1, 1, ['a', 'b', 'c']],
    [3, -1, ['a', 'b', 'c']],
  ] as const)('row %i moved by %i', (index, schritt, erwartet) => {
    const zeilen = ['a', 'b', 'c'];
    expect(verschoben(zeilen, index, schritt)).toEqual(erwartet);
    expect(zeilen).toEqual(['a', 'b', 'c']);
  });
});
