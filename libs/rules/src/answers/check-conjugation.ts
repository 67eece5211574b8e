import { KONJUG_FORMEN, type CardFields, type KonjugFormen } from '../cards/card-fields';

/** 02 §5: all six person forms must match exactly (an empty stored form expects an empty input). */
export function checkConjugation(card: CardFields, typed: KonjugFormen): boolean {
  return KONJUG_FORMEN.every((form) => typed[form] === card[form]);
}
