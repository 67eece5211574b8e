import type { CardFields } from '../cards/card-fields';

/**
 * 02 §5: the pupil's "wahr" (true) or "falsch" (false) against the stored value. A card that is not
 * a true/false card (wahroderfalsch -1) accepts neither.
 */
export function checkTrueFalse(card: CardFields, answer: boolean): boolean {
  if (card.wahroderfalsch === -1) return false;
  return (card.wahroderfalsch === 1) === answer;
}
