import type { Karte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  correctAnswerTexts,
  KONJUG_FORMEN,
  labelText,
  usedLabelNumbers,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

function nonBlank(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/**
 * The answer of a card as one line of plain text, for the card list and the preview (02 §3, §4):
 * the correct choices of a multiple-choice card, 'wahr'/'falsch', the six conjugated forms, the
 * numbered labels of an image, else answer 1.
 */
export function antwortText(karte: Karte): string {
  const mode = answerModeOf(karte);
  switch (mode) {
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return t(karte.wahroderfalsch === 1 ? 'karten.wahr' : 'karten.falsch');
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return nonBlank(correctAnswerTexts(karte)).join('; ');
    case ANSWER_MODE.KONJUGATION:
      return nonBlank(KONJUG_FORMEN.map((form) => karte[form])).join(', ');
    case ANSWER_MODE.BESCHRIFTUNG:
      return usedLabelNumbers(karte)
        .map((n) => `${n}: ${labelText(karte, n).trim()}`)
        .join(', ');
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return karte.antwort1;
  }
}
