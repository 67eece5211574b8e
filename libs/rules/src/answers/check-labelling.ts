import { labelText, usedLabelNumbers, type CardFields, type LabelNumber } from '../cards/card-fields';
import { shuffled } from '../random/shuffled';

/** Answers per label number; a missing entry counts as not answered. */
export type LabelTexts = Partial<Record<LabelNumber, string>>;
export type LabelNumbers = Partial<Record<LabelNumber, number>>;

/**
 * 02 §5, text mode: each non-empty label must equal the text typed at its marker, both trimmed.
 * Case counts (the spec names no exception to exact matching).
 */
export function checkLabellingText(card: CardFields, typed: LabelTexts): boolean {
  return usedLabelNumbers(card).every((n) => (typed[n] ?? '').trim() === labelText(card, n).trim());
}

/** 02 §5: label number inputs are whole numbers from 1 to 10. */
export function isValidLabelNumberInput(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 10;
}

/**
 * 02 §5, number mode: for each non-empty label the typed number (1 to 10) must equal the number
 * the label was shown with after shuffling (see shuffledLabelNumbers).
 */
export function checkLabellingNumbers(
  card: CardFields,
  typed: LabelNumbers,
  shuffled: LabelNumbers,
): boolean {
  return usedLabelNumbers(card).every((n) => {
    const answer = typed[n];
    return answer !== undefined && isValidLabelNumberInput(answer) && answer === shuffled[n];
  });
}

/**
 * 02 §9: the labels of a card numbered 1..k in random order (k = number of non-empty labels), as
 * label number → shown number. `random` returns values in [0, 1) like Math.random.
 */
export function shuffledLabelNumbers(card: CardFields, random: () => number = Math.random): LabelNumbers {
  const labels = usedLabelNumbers(card);
  const numbers = shuffled(
    labels.map((_, index) => index + 1),
    random,
  );
  const result: LabelNumbers = {};
  labels.forEach((label, index) => {
    result[label] = numbers[index];
  });
  return result;
}
