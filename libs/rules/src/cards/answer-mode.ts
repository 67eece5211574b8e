import type { CardFields } from './card-fields';

/** Editor answer modes (02 §4). */
export const ANSWER_MODE = {
  MUENDLICH: 1,
  SCHRIFTLICH: 2,
  MULTIPLE_CHOICE: 3,
  WAHR_ODER_FALSCH: 4,
  KONJUGATION: 5,
  VOKABELAUDIO: 6,
  BESCHRIFTUNG: 7,
} as const;

export type AnswerMode = (typeof ANSWER_MODE)[keyof typeof ANSWER_MODE];
export const ANSWER_MODES: readonly AnswerMode[] = [1, 2, 3, 4, 5, 6, 7];

export function isAnswerMode(value: number): value is AnswerMode {
  return (ANSWER_MODES as readonly number[]).includes(value);
}

/**
 * The editor mode of a saved card, derived from its flags (02 §4). The type flags win in the order
 * labelling, audio, conjugation, multiple choice. True/false: wahroderfalsch 1, or 0 with an empty
 * answer 1 (the spec's default for wahroderfalsch is 0, so 0 alone does not mark a true/false card;
 * saving a true/false card clears answer 1 while modes 1 and 2 require it, and normaliseCard sets -1
 * for every other mode). A new, unsaved card takes the mode the editor chose, not this function's.
 */
export function answerModeOf(card: CardFields): AnswerMode {
  if (card.ist_bildmitbeschriftung) return ANSWER_MODE.BESCHRIFTUNG;
  if (card.ist_vokabelaudio) return ANSWER_MODE.VOKABELAUDIO;
  if (card.ist_konjugation) return ANSWER_MODE.KONJUGATION;
  if (card.multiplechoice) return ANSWER_MODE.MULTIPLE_CHOICE;
  if (card.wahroderfalsch === 1) return ANSWER_MODE.WAHR_ODER_FALSCH;
  if (card.wahroderfalsch === 0 && card.antwort1.trim() === '' && !card.mussfrageschriftlichbeantworten) {
    return ANSWER_MODE.WAHR_ODER_FALSCH;
  }
  if (card.mussfrageschriftlichbeantworten) return ANSWER_MODE.SCHRIFTLICH;
  return ANSWER_MODE.MUENDLICH;
}

/** Modes whose answer the program checks before the answer side is shown (02 §4). */
export function needsAnswerCheck(mode: AnswerMode): boolean {
  return mode !== ANSWER_MODE.MUENDLICH;
}
