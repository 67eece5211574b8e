import type { Karte, PruefungsteilLehrperson } from '@lernstapel/contracts';
import { emptyCard } from '@lernstapel/rules';
import { gewaehlteTeile, teilZeilen } from './teile-auswahl';

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
