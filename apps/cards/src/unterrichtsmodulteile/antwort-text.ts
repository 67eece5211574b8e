import type { Karte } from '@lernstapel/contracts';
import { antwortZeilen, ANSWER_MODE, answerModeOf } from '@lernstapel/rules';

/**
 * The answer of a card as one line of plain text, for the card list and the preview (02 §3, §4):
 * the correct choices of a multiple-choice card, 'wahr'/'falsch', the six conjugated forms, the
 * numbered labels of an image, else answer 1.
 */
export function antwortText(karte: Karte): string {
  const trenner = answerModeOf(karte) === ANSWER_MODE.MULTIPLE_CHOICE ? '; ' : ', ';
  return antwortZeilen(karte).join(trenner);
}
