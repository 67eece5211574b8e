import type { CardFields } from '../cards/card-fields';
import { ohneRandLeerzeichen } from '../text/ohne-rand-leerzeichen';

/** 02 §5: a written answer must equal answer 1 exactly, case-sensitive; spaces at the ends do not count. */
export function checkWrittenAnswer(card: CardFields, typed: string): boolean {
  return ohneRandLeerzeichen(typed) === ohneRandLeerzeichen(card.antwort1);
}
