import type { CardFields } from './card-fields';
import { answerModeOf, isAnswerMode, needsAnswerCheck, type AnswerMode } from './answer-mode';
import { emptyCard } from './empty-card';

function card(overrides: Partial<CardFields>): CardFields {
  return { ...emptyCard({ unterrichtsmodule_id: 1 }), ...overrides };
}

describe('answerModeOf', () => {
  it.each<[string, Partial<CardFields>, AnswerMode]>([
    ['oral card (answer, no flags, wahroderfalsch -1)', { antwort1: 'Bern', wahroderfalsch: -1 }, 1],
    ['oral card with the default wahroderfalsch 0', { antwort1: 'Bern' }, 1],
    ['written answer', { antwort1: 'Bern', mussfrageschriftlichbeantworten: true, wahroderfalsch: -1 }, 2],
    ['written answer with wahroderfalsch 0', { antwort1: 'Bern', mussfrageschriftlichbeantworten: true }, 2],
    ['multiple choice', { multiplechoice: true, wahroderfalsch: -1 }, 3],
    ['multiple choice wins over wahroderfalsch 0', { multiplechoice: true, antwort1: '' }, 3],
    ['true statement', { wahroderfalsch: 1 }, 4],
    ['false statement (0, answer 1 cleared)', { wahroderfalsch: 0, antwort1: '' }, 4],
    ['conjugation', { ist_konjugation: true, wahroderfalsch: -1 }, 5],
    ['vocabulary audio', { ist_vokabelaudio: true, antwort1: 'house', wahroderfalsch: -1 }, 6],
    ['labelling', { ist_bildmitbeschriftung: true, wahroderfalsch: -1 }, 7],
    [
      'labelling wins over every other flag',
      { ist_bildmitbeschriftung: true, ist_vokabelaudio: true, multiplechoice: true },
      7,
    ],
    ['audio wins over conjugation', { ist_vokabelaudio: true, ist_konjugation: true }, 6],
    ['conjugation wins over multiple choice', { ist_konjugation: true, multiplechoice: true }, 5],
  ])('%s → mode %p', (_name, overrides, expected) => {
    expect(answerModeOf(card(overrides))).toBe(expected);
  });
});

describe('isAnswerMode / needsAnswerCheck', () => {
  it.each([
    [0, false],
    [1, true],
    [7, true],
    [8, false],
    [2.5, false],
  ])('isAnswerMode(%p) → %p', (value, expected) => {
    expect(isAnswerMode(value)).toBe(expected);
  });

  it.each<[AnswerMode, boolean]>([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, true],
    [7, true],
  ])('mode %p needs an answer check: %p (02 §4)', (mode, expected) => {
    expect(needsAnswerCheck(mode)).toBe(expected);
  });
});
