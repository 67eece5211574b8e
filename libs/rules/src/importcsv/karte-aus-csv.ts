import { t } from '@lernstapel/texts';
import { correctAnswerNumbers, usedAnswerNumbers } from '../answers/check-multiple-choice';
import { ANSWER_MODE, answerModeOf } from '../cards/answer-mode';
import {
  ANSWER_NUMBERS,
  answerText,
  KONJUG_FORMEN,
  labelText,
  usedLabelNumbers,
  type CardFields,
} from '../cards/card-fields';
import { emptyCard, MAX_ANSWERS } from '../cards/empty-card';
import { normaliseCard } from '../cards/normalise-card';
import type { CsvKarte } from './karten-csv';

const LEERE_KARTE = emptyCard({ unterrichtsmodule_id: 0 });

/**
 * 01 §9: an imported card has five answer slots with the first correct. One answer: an oral card
 * (mode 1) with anzahl_antworten 5; several: a multiple-choice card with answer 1 correct and as
 * many slots as answers. Stored as normaliseCard stores an editor card of that mode.
 */
export function karteAusCsv(csv: CsvKarte, unterrichtsmodule_id: number, autorId: number): CardFields {
  const mehrere = csv.antworten.length > 1;
  // A copy of one blank card: a file has thousands of lines (emptyCard builds its ~90 fields anew).
  const karte: CardFields = {
    ...LEERE_KARTE,
    unterrichtsmodule_id,
    autor_id: autorId,
    anzahl_antworten: mehrere ? csv.antworten.length : MAX_ANSWERS,
  };
  karte.frage = csv.frage;
  for (const n of ANSWER_NUMBERS) karte[`antwort${n}`] = csv.antworten[n - 1] ?? '';
  karte.antwort1_richtig = true;
  return normaliseCard(karte, mehrere ? ANSWER_MODE.MULTIPLE_CHOICE : ANSWER_MODE.MUENDLICH, autorId);
}

/**
 * A card as a line of the card file (01 §9). Oral and written cards: question and answer 1; a
 * multiple-choice card with one correct answer: that answer first, then the others — these read back
 * as the same card. Cards the format cannot hold give their answer as one text (several correct
 * answers, 'wahr'/'falsch', the six verb forms, the labels, the word of a vocabulary-audio card).
 */
export function csvAusKarte(karte: CardFields): CsvKarte {
  const frage = karte.frage;
  switch (answerModeOf(karte)) {
    case ANSWER_MODE.MULTIPLE_CHOICE: {
      const richtig = correctAnswerNumbers(karte);
      const texte = (nummern: readonly number[]) =>
        usedAnswerNumbers(karte)
          .filter((n) => nummern.includes(n))
          .map((n) => answerText(karte, n));
      if (richtig.length === 1) {
        const andere = usedAnswerNumbers(karte).filter((n) => n !== richtig[0]);
        return {
          frage,
          antworten: [...texte(richtig), ...texte(andere)].filter((text) => text.trim() !== ''),
        };
      }
      return { frage, antworten: [texte(richtig).join(' / ')] };
    }
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return { frage, antworten: [t(karte.wahroderfalsch === 1 ? 'karten.wahr' : 'karten.falsch')] };
    case ANSWER_MODE.KONJUGATION:
      return {
        frage: frage || karte.konjug_verb.trim(),
        antworten: [
          KONJUG_FORMEN.map((form) => karte[form].trim())
            .filter((form) => form !== '')
            .join(' / '),
        ],
      };
    case ANSWER_MODE.BESCHRIFTUNG:
      return {
        frage,
        antworten: [
          usedLabelNumbers(karte)
            .map((n) => `${n}: ${labelText(karte, n).trim()}`)
            .join(' / '),
        ],
      };
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return { frage, antworten: [karte.antwort1] };
  }
}
