import type { CardFields } from './card-fields';
import { answerModeOf, type AnswerMode } from './answer-mode';
import { emptyCard } from './empty-card';
import { normaliseCard } from './normalise-card';

function filledCard(overrides: Partial<CardFields> = {}): CardFields {
  return {
    ...emptyCard({ unterrichtsmodule_id: 1 }),
    frage: 'Hauptstadt?',
    antwort1: '  Bern ',
    antwort1_richtig: true,
    antwort1_imageurl: 'a1.png',
    antwort2: ' Zürich',
    antwort2_richtig: false,
    antwort2_imageurl: 'a2.png',
    antwort3: 'Genf  ',
    antwort3_richtig: true,
    antwort4: 'Basel',
    antwort5: 'Chur',
    antwort5_richtig: true,
    ...overrides,
  };
}

describe('normaliseCard', () => {
  it.each<[AnswerMode, string[]]>([
    // 02 §5: modes below 3 clear answers 2 to 5
    [1, ['Bern', '', '', '', '']],
    [2, ['Bern', '', '', '', '']],
    // multiple choice clears beyond anzahl_antworten (3 here)
    [3, ['Bern', 'Zürich', 'Genf', '', '']],
    // true/false clears answer 1
    [4, ['', 'Zürich', 'Genf', 'Basel', 'Chur']],
    // other modes only trim
    [5, ['Bern', 'Zürich', 'Genf', 'Basel', 'Chur']],
    [6, ['Bern', 'Zürich', 'Genf', 'Basel', 'Chur']],
    [7, ['Bern', 'Zürich', 'Genf', 'Basel', 'Chur']],
  ])('mode %p trims and clears answers → %j', (mode, expected) => {
    const saved = normaliseCard(filledCard({ anzahl_antworten: 3 }), mode, 42);
    expect([saved.antwort1, saved.antwort2, saved.antwort3, saved.antwort4, saved.antwort5]).toEqual(
      expected,
    );
  });

  it('clears the correct mark and image of a cleared answer', () => {
    const saved = normaliseCard(filledCard(), 1, 42);
    expect(saved.antwort2_imageurl).toBe('');
    expect(saved.antwort3_richtig).toBe(false);
    expect(saved.antwort5_richtig).toBe(false);
    expect(saved.antwort1_richtig).toBe(true);
    expect(saved.antwort1_imageurl).toBe('a1.png');
  });

  it('true/false clears answer 1 with its mark and image', () => {
    const saved = normaliseCard(filledCard({ wahroderfalsch: 1 }), 4, 42);
    expect([saved.antwort1, saved.antwort1_richtig, saved.antwort1_imageurl]).toEqual(['', false, '']);
    expect(saved.wahroderfalsch).toBe(1);
  });

  it.each<[CardFields['wahroderfalsch'], AnswerMode, CardFields['wahroderfalsch']]>([
    [1, 4, 1],
    [0, 4, 0],
    [-1, 4, 0],
    [1, 1, -1],
    [0, 2, -1],
    [0, 3, -1],
  ])('wahroderfalsch %p in mode %p is stored as %p', (value, mode, expected) => {
    expect(normaliseCard(filledCard({ wahroderfalsch: value }), mode, 42).wahroderfalsch).toBe(expected);
  });

  it.each<[number, number]>([
    [0, 42],
    [7, 7],
  ])('author %p becomes %p (set to the current user only when 0)', (autorId, expected) => {
    expect(normaliseCard(filledCard({ autor_id: autorId }), 1, 42).autor_id).toBe(expected);
  });

  it.each<AnswerMode>([1, 2, 3, 4, 5, 6, 7])('a card saved in mode %p reads back as that mode', (mode) => {
    const start = filledCard({ ist_bildmitbeschriftung: true, ist_konjugation: true, multiplechoice: true });
    expect(answerModeOf(normaliseCard(start, mode, 42))).toBe(mode);
  });

  it('does not change its input', () => {
    const input = filledCard();
    const copy = { ...input };
    normaliseCard(input, 4, 42);
    expect(input).toEqual(copy);
  });
});
