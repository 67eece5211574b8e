import type { Karte, PruefungsFrage } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  type LabelNumbers,
  usedLabelNumbers,
  usedAnswerNumbers,
} from '@lernstapel/rules';

/**
 * An exam part as a pupil sees it while the exam runs (02 §2, §4): the question of its card type and
 * nothing that gives the answer away (issue 12 fairness) — no antwortN_richtig, no true/false value,
 * no conjugation forms, no written answer, no label text beside its marker. In number mode the markers
 * carry only their shuffled numbers (`nummern`) and are listed in that order, and the label texts come
 * without positions, so which text belongs to which marker stays on the server.
 */
export function toPruefungsFrage(
  teil: { id: number; punkte: number },
  karte: Karte,
  nummern: LabelNumbers,
): PruefungsFrage {
  const art = answerModeOf(karte);
  const beschriftung = art === ANSWER_MODE.BESCHRIFTUNG;
  const labels = beschriftung ? usedLabelNumbers(karte) : [];
  const nachNummer = beschriftung && karte.beschriftung_antwort_nummern;
  const marken = labels
    .map((n) => ({
      nummer: nachNummer ? (nummern[n] ?? 0) : n,
      x: karte[`beschriftung_${n}_x`],
      y: karte[`beschriftung_${n}_y`],
      pfeil: karte[`beschriftung_${n}_pfeil`],
    }))
    .sort((a, b) => a.nummer - b.nummer);
  return {
    id: teil.id,
    punkte: teil.punkte,
    art,
    frage: karte.frage,
    // A vocabulary-audio card's question is its audio; the image of a labelled card is its question.
    frage_videobild_url: karte.frage_videobild_url,
    antworten:
      art === ANSWER_MODE.MULTIPLE_CHOICE ? usedAnswerNumbers(karte).map((n) => karte[`antwort${n}`]) : [],
    konjug_sprache: art === ANSWER_MODE.KONJUGATION ? karte.konjug_sprache : '',
    konjug_zeitform: art === ANSWER_MODE.KONJUGATION ? karte.konjug_zeitform : '',
    konjug_verb: art === ANSWER_MODE.KONJUGATION ? karte.konjug_verb : '',
    marken,
    beschriftungstexte: nachNummer ? labels.map((n) => ({ label: n, text: karte[`beschriftung_${n}`] })) : [],
    beschriftung_antwort_nummern: nachNummer,
  };
}
