import { KONJUG_FORMEN, type CardFields, type KonjugFormen } from '../cards/card-fields';
import { ohneRandLeerzeichen } from '../text/ohne-rand-leerzeichen';

/**
 * 02 §5: all six person forms must match exactly (an empty stored form expects an empty input);
 * spaces at the ends of a form do not count.
 */
export function checkConjugation(card: CardFields, typed: KonjugFormen): boolean {
  return KONJUG_FORMEN.every((form) => ohneRandLeerzeichen(typed[form]) === ohneRandLeerzeichen(card[form]));
}
