import type { WettbewerbKarte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  answerText,
  labelText,
  shuffledLabelNumbers,
  usedAnswerNumbers,
  type CardFields,
  type LabelNumber,
  type LabelNumbers,
  usedLabelNumbers,
} from '@lernstapel/rules';

/**
 * The label numbers a player sees for a labelled card in number mode: shuffled, but the same on every
 * request of this player in this race, so the server checks against what the screen showed.
 */
export function raceLabelNumbers(card: CardFields, seed: number): LabelNumbers {
  let state = seed >>> 0 || 1;
  // xorshift32: a small deterministic generator; the order only has to differ between players.
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return shuffledLabelNumbers(card, random);
}

export function raceSeed(wettbewerbId: number, benutzerId: number, cardId: number): number {
  return (wettbewerbId * 73_856_093) ^ (benutzerId * 19_349_663) ^ (cardId * 83_492_791);
}

/**
 * A card as a race player sees it before answering (02 §4: the server checks the answer): the
 * question and what the answer form needs, never which answer is right. Oral cards are self-checked,
 * so their answer travels with them.
 */
export function toWettbewerbKarte(card: CardFields, seed: number): WettbewerbKarte {
  const modus = answerModeOf(card);
  const beschriftung = modus === ANSWER_MODE.BESCHRIFTUNG;
  const nummern = beschriftung && card.beschriftung_antwort_nummern ? raceLabelNumbers(card, seed) : {};
  return {
    id: card.id,
    modus,
    frage: card.frage,
    frage_videobild_url: card.frage_videobild_url,
    antwort: modus === ANSWER_MODE.MUENDLICH ? card.antwort1 : null,
    antworten:
      modus === ANSWER_MODE.MULTIPLE_CHOICE
        ? usedAnswerNumbers(card).map((nummer) => ({
            nummer,
            text: answerText(card, nummer),
            imageurl: card[`antwort${nummer}_imageurl`],
          }))
        : [],
    konjug_sprache: modus === ANSWER_MODE.KONJUGATION ? card.konjug_sprache : '',
    konjug_zeitform: modus === ANSWER_MODE.KONJUGATION ? card.konjug_zeitform : '',
    konjug_verb: modus === ANSWER_MODE.KONJUGATION ? card.konjug_verb : '',
    marken: beschriftung
      ? usedLabelNumbers(card).map((nummer) => ({
          nummer,
          x: card[`beschriftung_${nummer}_x`],
          y: card[`beschriftung_${nummer}_y`],
          pfeil: card[`beschriftung_${nummer}_pfeil`],
        }))
      : [],
    beschriftung_antwort_nummern: beschriftung && card.beschriftung_antwort_nummern,
    beschriftung_liste: Object.entries(nummern)
      .map(([label, nummer]) => ({
        nummer: nummer ?? 0,
        text: labelText(card, Number(label) as LabelNumber),
      }))
      .sort((a, b) => a.nummer - b.nummer),
  };
}
