import { t, type TextKey } from '@lernstapel/texts';
import { correctAnswerTexts } from '../answers/check-multiple-choice';
import { ANSWER_MODE, answerModeOf } from './answer-mode';
import { KONJUG_FORMEN, labelText, usedLabelNumbers, type CardFields, type KonjugForm } from './card-fields';

/** The six persons of a conjugation card (02 §3), as the editor, the quiz, races and printouts name them. */
export const KONJUG_PERSONEN: Readonly<Record<KonjugForm, TextKey>> = {
  konjug_ich: 'karten.konjugIch',
  konjug_du: 'karten.konjugDu',
  konjug_ersiees: 'karten.konjugErsiees',
  konjug_wir: 'karten.konjugWir',
  konjug_ihr: 'karten.konjugIhr',
  konjug_sie: 'karten.konjugSie',
};

function nonBlank(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/**
 * The correct answer of a card as plain items (02 §3, §4), for the card list, previews and printouts:
 * 'wahr'/'falsch', the correct choices, the conjugated forms (with their persons when `mitPersonen`),
 * the numbered labels of an image, else answer 1 as stored.
 */
export function antwortZeilen(karte: CardFields, { mitPersonen = false } = {}): string[] {
  switch (answerModeOf(karte)) {
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return [t(karte.wahroderfalsch === 1 ? 'karten.wahr' : 'karten.falsch')];
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return nonBlank(correctAnswerTexts(karte));
    case ANSWER_MODE.KONJUGATION:
      return mitPersonen
        ? KONJUG_FORMEN.map((form) => `${t(KONJUG_PERSONEN[form])} ${karte[form]}`.trim())
        : nonBlank(KONJUG_FORMEN.map((form) => karte[form]));
    case ANSWER_MODE.BESCHRIFTUNG:
      return usedLabelNumbers(karte).map((n) => `${n}: ${labelText(karte, n).trim()}`);
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return [karte.antwort1];
  }
}
