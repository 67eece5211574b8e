import {
  ANSWER_NUMBERS,
  answerText,
  isAnswerCorrect,
  type AnswerNumber,
  type CardFields,
} from '../cards/card-fields';

/** The answer slots in use: 1 to anzahl_antworten (at most 5). */
export function usedAnswerNumbers(card: CardFields): AnswerNumber[] {
  return ANSWER_NUMBERS.filter((n) => n <= card.anzahl_antworten);
}

/** The numbers of the correct answers among the slots in use. */
export function correctAnswerNumbers(card: CardFields): AnswerNumber[] {
  return usedAnswerNumbers(card).filter((n) => isAnswerCorrect(card, n));
}

/** The texts of the correct answers, for 'Die richtige Antwort lautet' / 'Die richtigen Antworten lauten'. */
export function correctAnswerTexts(card: CardFields): string[] {
  return correctAnswerNumbers(card).map((n) => answerText(card, n));
}

/**
 * 02 §5: exactly one correct answer means radio-style choice, where clicking an option decides
 * at once; otherwise checkboxes with the hint that one or several answers are possible.
 */
export function isSingleChoice(card: CardFields): boolean {
  return correctAnswerNumbers(card).length === 1;
}

/**
 * 02 §5: all correct answers and no wrong one must be chosen. Works for one and for several correct
 * answers; a chosen number outside the slots in use makes the answer wrong.
 */
export function checkMultipleChoice(card: CardFields, chosen: Iterable<number>): boolean {
  const chosenSet = new Set(chosen);
  const used = usedAnswerNumbers(card);
  if ([...chosenSet].some((n) => !(used as number[]).includes(n))) return false;
  return used.every((n) => chosenSet.has(n) === isAnswerCorrect(card, n));
}
