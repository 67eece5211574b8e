import { LABEL_NUMBERS } from './card-fields';
import { DEFAULT_ANSWER_COUNT, LABEL_DEFAULT_X, emptyCard } from './empty-card';

describe('emptyCard', () => {
  const card = emptyCard({ unterrichtsmodule_id: 7 });

  it('has every field of 02 §3 once: 34 plain, 5 × 3 answer and 10 × 4 label fields', () => {
    expect(Object.keys(card)).toHaveLength(34 + 15 + 40);
  });

  it.each([
    ['unterrichtsmodule_id', 7],
    ['autor_id', 0],
    ['aktiv', true],
    ['wahroderfalsch', 0],
    ['youtube_video_startzeit', 0],
    ['youtube_video_laufzeit', 0],
    ['stapelfach_nr', 1],
    ['anzahl_antworten', DEFAULT_ANSWER_COUNT],
    ['antwort1_richtig', false],
    ['beschriftung_antwort_nummern', false],
  ] as const)('default %s = %p (02 §3, §9)', (field, expected) => {
    expect(card[field]).toBe(expected);
  });

  it.each(LABEL_NUMBERS.map((n) => [n, LABEL_DEFAULT_X[n]]))('label %p at x %p, y 0, arrow 1', (n, x) => {
    expect(card[`beschriftung_${n as 1}_x`]).toBe(x);
    expect(card[`beschriftung_${n as 1}_y`]).toBe(0);
    expect(card[`beschriftung_${n as 1}_pfeil`]).toBe(1);
  });

  it('takes 5 answers for "Speichern und neue Karte" and an author', () => {
    const next = emptyCard({ unterrichtsmodule_id: 1, anzahl_antworten: 5, autor_id: 3 });
    expect(next.anzahl_antworten).toBe(5);
    expect(next.autor_id).toBe(3);
  });
});
