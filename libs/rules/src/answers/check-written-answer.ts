import type { CardFields } from '../cards/card-fields';

/** 02 §5: a written answer must equal answer 1 exactly, case-sensitive, without trimming. */
export function checkWrittenAnswer(card: CardFields, typed: string): boolean {
  return typed === card.antwort1;
}
