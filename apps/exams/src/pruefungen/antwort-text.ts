import type { Karte, PruefungsAntwort } from '@lernstapel/contracts';
import { ANSWER_MODE, type AnswerMode, correctAnswerTexts, usedLabelNumbers } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { antwortSlot, KONJUG_ZEILEN } from './antwort-felder';

const wahrText = (wert: number | null) =>
  wert === 1 ? t('pruefungen.wahr') : wert === 0 ? t('pruefungen.falsch') : '';

/** A pupil's answer as one line of text for the grading and result views; `optionen` are the MC texts. */
export function antwortText(art: AnswerMode, antwort: PruefungsAntwort, optionen: readonly string[]): string {
  switch (art) {
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return optionen.filter((_, index) => antwort[antwortSlot(index)] === '1').join(', ');
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return wahrText(antwort.wahroderfalsch);
    case ANSWER_MODE.KONJUGATION:
      return KONJUG_ZEILEN.map(([form, label]) => `${t(label)}: ${antwort[form] ?? ''}`).join(', ');
    case ANSWER_MODE.BESCHRIFTUNG:
      return Object.entries(antwort.beschriftungen ?? {})
        .filter(([, wert]) => wert.trim() !== '')
        .map(([nummer, wert]) => `${nummer}: ${wert}`)
        .join(', ');
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return antwort.antwort1 ?? '';
  }
}

/** The card's correct answer as one line of text (teachers only: the card snapshot of the part). */
export function richtigeAntwortText(art: AnswerMode, karte: Karte): string {
  switch (art) {
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return correctAnswerTexts(karte).join(', ');
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return wahrText(karte.wahroderfalsch === 1 ? 1 : 0);
    case ANSWER_MODE.KONJUGATION:
      return KONJUG_ZEILEN.map(([form, label]) => `${t(label)}: ${karte[form]}`).join(', ');
    case ANSWER_MODE.BESCHRIFTUNG:
      return usedLabelNumbers(karte)
        .map((n) => `${n}: ${karte[`beschriftung_${n}`]}`)
        .join(', ');
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return karte.antwort1;
  }
}
