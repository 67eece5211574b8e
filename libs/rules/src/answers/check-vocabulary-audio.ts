import type { CardFields } from '../cards/card-fields';
import { ohneRandLeerzeichen } from '../text/ohne-rand-leerzeichen';

/** 02 §5: the word heard must be typed exactly as answer 1, including case; spaces at the ends do not count. */
export function checkVocabularyAudio(card: CardFields, typed: string): boolean {
  return ohneRandLeerzeichen(typed) === ohneRandLeerzeichen(card.antwort1);
}
