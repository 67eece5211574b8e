import type { Karte, PruefungsAntwort } from '@lernstapel/contracts';
import { ANSWER_MODE, type AnswerMode, correctAnswerTexts, usedLabelNumbers } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { antwortSlot, KONJUG_ZEILEN } from './antwort-felder';

/**
 * How a labelling answer reads: in number mode the pupil typed a number per label text, and the
 * numbers each pupil saw were shuffled for them (02 §9), so texts and those numbers are shown.
 */
export interface BeschriftungsKontext {
  nachNummer: boolean;
  /** label number → label text */
  texte: ReadonlyMap<number, string>;
  /** label number → the number this pupil saw (number mode, teachers or once graded) */
  nummern: Readonly<Record<string, number>> | null;
}

/** The labelling context of a part's card snapshot with the numbers the pupil saw. */
export function beschriftungVonKarte(
  karte: Karte,
  nummern: Readonly<Record<string, number>> | null,
): BeschriftungsKontext {
  return {
    nachNummer: karte.beschriftung_antwort_nummern,
    texte: new Map(usedLabelNumbers(karte).map((n) => [n, karte[`beschriftung_${n}`]])),
    nummern,
  };
}

const wahrText = (wert: number | null) =>
  wert === 1 ? t('pruefungen.wahr') : wert === 0 ? t('pruefungen.falsch') : '';

/**
 * A pupil's answer as one line of text for the grading and result views; `optionen` are the MC texts,
 * `beschriftung` says how a labelling answer reads (number mode: label text → typed number).
 */
export function antwortText(
  art: AnswerMode,
  antwort: PruefungsAntwort,
  optionen: readonly string[],
  beschriftung?: BeschriftungsKontext,
): string {
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
        .map(([nummer, wert]) =>
          beschriftung?.nachNummer
            ? `${beschriftung.texte.get(Number(nummer)) ?? nummer}: ${wert}`
            : `${nummer}: ${wert}`,
        )
        .join(', ');
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return antwort.antwort1 ?? '';
  }
}

/**
 * The card's correct answer as one line of text (teachers only: the card snapshot of the part). In
 * number mode each label text with the number this pupil saw (`nummern`), not the card's own order.
 */
export function richtigeAntwortText(
  art: AnswerMode,
  karte: Karte,
  nummern: Readonly<Record<string, number>> | null = null,
): string {
  switch (art) {
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return correctAnswerTexts(karte).join(', ');
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return wahrText(karte.wahroderfalsch === 1 ? 1 : 0);
    case ANSWER_MODE.KONJUGATION:
      return KONJUG_ZEILEN.map(([form, label]) => `${t(label)}: ${karte[form]}`).join(', ');
    case ANSWER_MODE.BESCHRIFTUNG:
      return usedLabelNumbers(karte)
        .map((n) =>
          karte.beschriftung_antwort_nummern && nummern
            ? `${karte[`beschriftung_${n}`]}: ${nummern[String(n)] ?? ''}`
            : `${n}: ${karte[`beschriftung_${n}`]}`,
        )
        .join(', ');
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return karte.antwort1;
  }
}
