import type { Stapelergebnis } from '@lernstapel/contracts';
import { verlaufPunkte } from './verlauf-punkte';

const lauf = (id: number, ergebnis: number, art: Stapelergebnis['art'], anzahl = 10): Stapelergebnis => ({
  id,
  datum: `2026-11-2${id}T10:00:00.000Z`,
  ergebnis,
  anzahl_karten_insg: anzahl,
  art,
});

describe('verlaufPunkte (issue 23: a re-run is no drop of the whole stack)', () => {
  it('puts whole runs on the line and re-runs beside it', () => {
    const punkte = verlaufPunkte([lauf(1, 80, 'quiz'), lauf(2, 50, 'erneut', 2), lauf(3, 90, 'quiz')]);
    expect(punkte.map(({ ganz, erneut }) => [ganz, erneut])).toEqual([
      [80, null],
      [null, 50],
      [90, null],
    ]);
    expect(punkte[1]).toMatchObject({ nr: 2, art: 'erneut', anzahl: 2 });
  });

  it.each<[string, Stapelergebnis[], (number | null)[]]>([
    ['only whole runs', [lauf(1, 60, 'quiz'), lauf(2, 70, 'quiz')], [60, 70]],
    ['a re-run after the first', [lauf(1, 60, 'quiz'), lauf(2, 0, 'erneut', 4)], [60, null]],
    ['nothing yet', [], []],
  ])('%s: the line values', (_name, ergebnisse, linie) => {
    expect(verlaufPunkte(ergebnisse).map((punkt) => punkt.ganz)).toEqual(linie);
  });
});
