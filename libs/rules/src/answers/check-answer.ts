import { answerModeOf, ANSWER_MODE } from '../cards/answer-mode';
import type { CardFields, KonjugFormen } from '../cards/card-fields';
import { checkConjugation } from './check-conjugation';
import {
  checkLabellingNumbers,
  checkLabellingText,
  type LabelNumbers,
  type LabelTexts,
} from './check-labelling';
import { checkMultipleChoice } from './check-multiple-choice';
import { checkTrueFalse } from './check-true-false';
import { checkVocabularyAudio } from './check-vocabulary-audio';
import { checkWrittenAnswer } from './check-written-answer';

/** What a pupil gave for a card, by kind of card. */
export type CardAnswer =
  | { kind: 'selbstkontrolle'; known: boolean }
  | { kind: 'schriftlich'; text: string }
  | { kind: 'multipleChoice'; chosen: number[] }
  | { kind: 'wahrOderFalsch'; wahr: boolean }
  | { kind: 'konjugation'; formen: KonjugFormen }
  | { kind: 'vokabelaudio'; text: string }
  | { kind: 'beschriftungText'; texts: LabelTexts }
  | { kind: 'beschriftungNummer'; numbers: LabelNumbers; shuffled: LabelNumbers };

const EXPECTED_KIND = {
  [ANSWER_MODE.MUENDLICH]: 'selbstkontrolle',
  [ANSWER_MODE.SCHRIFTLICH]: 'schriftlich',
  [ANSWER_MODE.MULTIPLE_CHOICE]: 'multipleChoice',
  [ANSWER_MODE.WAHR_ODER_FALSCH]: 'wahrOderFalsch',
  [ANSWER_MODE.KONJUGATION]: 'konjugation',
  [ANSWER_MODE.VOKABELAUDIO]: 'vokabelaudio',
} as const;

/**
 * Whether `answer` is right for `card` (02 §5 "Answer checking"). The answer must be of the card's
 * kind (derived with answerModeOf; a labelled card in number mode expects 'beschriftungNummer'),
 * otherwise it is wrong. Oral cards are self-checked: the pupil's 'Ich wusste es!' counts.
 */
export function checkAnswer(card: CardFields, answer: CardAnswer): boolean {
  const mode = answerModeOf(card);
  if (mode === ANSWER_MODE.BESCHRIFTUNG) {
    if (card.beschriftung_antwort_nummern) {
      return (
        answer.kind === 'beschriftungNummer' && checkLabellingNumbers(card, answer.numbers, answer.shuffled)
      );
    }
    return answer.kind === 'beschriftungText' && checkLabellingText(card, answer.texts);
  }
  if (answer.kind !== EXPECTED_KIND[mode]) return false;
  switch (answer.kind) {
    case 'selbstkontrolle':
      return answer.known;
    case 'schriftlich':
      return checkWrittenAnswer(card, answer.text);
    case 'multipleChoice':
      return checkMultipleChoice(card, answer.chosen);
    case 'wahrOderFalsch':
      return checkTrueFalse(card, answer.wahr);
    case 'konjugation':
      return checkConjugation(card, answer.formen);
    case 'vokabelaudio':
      return checkVocabularyAudio(card, answer.text);
  }
}
