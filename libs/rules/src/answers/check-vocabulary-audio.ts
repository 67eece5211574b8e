import type { CardFields } from '../cards/card-fields';

/** 02 §5: the word heard must be typed exactly as answer 1, including case. */
export function checkVocabularyAudio(card: CardFields, typed: string): boolean {
  return typed === card.antwort1;
}
