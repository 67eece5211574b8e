import type { Karte, PruefungsAntwort } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  ANSWER_NUMBERS,
  answerModeOf,
  type CardAnswer,
  checkAnswer,
  KONJUG_FORMEN,
  type KonjugFormen,
  LABEL_NUMBERS,
  type LabelNumbers,
  type LabelTexts,
} from '@lernstapel/rules';

/**
 * The pupil's stored answer as the answer check of 02 §5 expects it for the card's type; null when
 * there is nothing to check (an oral card, or a true/false card left unanswered). `nummern` are the shuffled marker
 * numbers the pupil was shown (labelling in number mode).
 */
export function alsKartenAntwort(
  karte: Karte,
  antwort: PruefungsAntwort,
  nummern: LabelNumbers,
): CardAnswer | null {
  switch (answerModeOf(karte)) {
    case ANSWER_MODE.MUENDLICH:
      return null;
    case ANSWER_MODE.SCHRIFTLICH:
      return { kind: 'schriftlich', text: antwort.antwort1 ?? '' };
    case ANSWER_MODE.VOKABELAUDIO:
      return { kind: 'vokabelaudio', text: antwort.antwort1 ?? '' };
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return { kind: 'multipleChoice', chosen: ANSWER_NUMBERS.filter((n) => antwort[`antwort${n}`] === '1') };
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      if (antwort.wahroderfalsch !== 0 && antwort.wahroderfalsch !== 1) return null;
      return { kind: 'wahrOderFalsch', wahr: antwort.wahroderfalsch === 1 };
    case ANSWER_MODE.KONJUGATION: {
      const formen = Object.fromEntries(KONJUG_FORMEN.map((f) => [f, antwort[f] ?? ''])) as KonjugFormen;
      return { kind: 'konjugation', formen };
    }
    case ANSWER_MODE.BESCHRIFTUNG: {
      const getippt = antwort.beschriftungen ?? {};
      if (!karte.beschriftung_antwort_nummern) {
        const texts: LabelTexts = {};
        for (const n of LABEL_NUMBERS) if (getippt[n] !== undefined) texts[n] = getippt[n];
        return { kind: 'beschriftungText', texts };
      }
      const numbers: LabelNumbers = {};
      for (const n of LABEL_NUMBERS) {
        const wert = Number(getippt[n]);
        if (getippt[n] !== undefined && getippt[n] !== '' && Number.isFinite(wert)) numbers[n] = wert;
      }
      return { kind: 'beschriftungNummer', numbers, shuffled: nummern };
    }
  }
}

/**
 * 02 §2 korrigieren: points suggested from the answer check — the part's full points when the answer
 * is right, 0 when wrong; null for an oral card (no check exists).
 */
export function vorgeschlagenePunkte(
  karte: Karte,
  punkte: number,
  antwort: PruefungsAntwort,
  nummern: LabelNumbers,
): number | null {
  // 02 §4 mode 1: the oral answer is self-checked in the quiz; in an exam the teacher decides.
  if (answerModeOf(karte) === ANSWER_MODE.MUENDLICH) return null;
  const kartenAntwort = alsKartenAntwort(karte, antwort, nummern);
  return kartenAntwort !== null && checkAnswer(karte, kartenAntwort) ? punkte : 0;
}
