import type { TextKey } from '@lernstapel/texts';
import {
  ANSWER_NUMBERS,
  KONJUG_FORMEN,
  KONJUG_SPRACHEN,
  answerText,
  isAnswerCorrect,
  type CardFields,
} from './card-fields';
import { ANSWER_MODE, type AnswerMode } from './answer-mode';
import { isBlank } from '../validation/is-blank';
import { passtInKartentext } from '../validation/max-length';
import { MAX_ANSWERS, MIN_ANSWERS } from './empty-card';

function isNonNegativeNumber(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

function validateMultipleChoice(card: CardFields): TextKey[] {
  const count = card.anzahl_antworten;
  if (!Number.isInteger(count) || count < MIN_ANSWERS || count > MAX_ANSWERS) {
    return ['validierung.anzahlAntwortenUngueltig'];
  }
  const used = ANSWER_NUMBERS.filter((n) => n <= count);
  const errors: TextKey[] = [];
  if (used.some((n) => isBlank(answerText(card, n)))) errors.push('validierung.antwortenFehlen');
  if (!used.some((n) => isAnswerCorrect(card, n))) errors.push('validierung.keineRichtigeAntwort');
  return errors;
}

function validateConjugation(card: CardFields): TextKey[] {
  const errors: TextKey[] = [];
  if (!(KONJUG_SPRACHEN as readonly string[]).includes(card.konjug_sprache)) {
    errors.push('validierung.konjugSpracheFehlt');
  }
  if (isBlank(card.konjug_zeitform)) errors.push('validierung.konjugZeitformFehlt');
  if (isBlank(card.konjug_verb)) errors.push('validierung.konjugVerbFehlt');
  if (KONJUG_FORMEN.every((form) => isBlank(card[form]))) errors.push('validierung.konjugFormFehlt');
  return errors;
}

function validateForMode(card: CardFields, mode: AnswerMode): TextKey[] {
  switch (mode) {
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH: {
      const errors: TextKey[] = [];
      if (isBlank(card.frage)) errors.push('validierung.frageFehlt');
      if (isBlank(card.antwort1)) errors.push('validierung.antwortFehlt');
      return errors;
    }
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return [
        ...(isBlank(card.frage) ? (['validierung.frageFehlt'] as const) : []),
        ...validateMultipleChoice(card),
      ];
    case ANSWER_MODE.WAHR_ODER_FALSCH: {
      const errors: TextKey[] = [];
      if (isBlank(card.frage)) errors.push('validierung.frageFehlt');
      if (card.wahroderfalsch !== 0 && card.wahroderfalsch !== 1)
        errors.push('validierung.wahrOderFalschFehlt');
      return errors;
    }
    case ANSWER_MODE.KONJUGATION:
      return validateConjugation(card);
    case ANSWER_MODE.VOKABELAUDIO: {
      const errors: TextKey[] = [];
      if (isBlank(card.frage_videobild_url)) errors.push('validierung.audioFehlt');
      // The vocabulary word is answer 1: it is what the pupil has to type (02 §5).
      if (isBlank(card.antwort1)) errors.push('validierung.vokabelFehlt');
      return errors;
    }
    case ANSWER_MODE.BESCHRIFTUNG:
      return isBlank(card.frage_videobild_url) ? ['validierung.bildFehlt'] : [];
  }
}

/**
 * Why `card` cannot be saved in editor mode `mode` (02 §5 "Saving a card"), as text keys; empty
 * when it can. Texts are judged after trimming. With an embedded video a video id is required and
 * start and run time must be numbers of at least 0.
 */
export function validateCard(card: CardFields, mode: AnswerMode): TextKey[] {
  const errors = validateForMode(card, mode);
  const texte = [
    card.frage,
    ...ANSWER_NUMBERS.map((n) => answerText(card, n)),
    card.notizen,
    card.zusatzinfos,
  ];
  if (!texte.every((text) => passtInKartentext(text ?? ''))) errors.push('validierung.kartentextZuLang');
  if (card.ist_youtube_video) {
    if (isBlank(card.youtube_video_id)) errors.push('validierung.videoIdFehlt');
    if (
      !isNonNegativeNumber(card.youtube_video_startzeit) ||
      !isNonNegativeNumber(card.youtube_video_laufzeit)
    ) {
      errors.push('validierung.videoZeitUngueltig');
    }
  }
  return errors;
}
