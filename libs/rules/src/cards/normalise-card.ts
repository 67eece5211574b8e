import { ANSWER_NUMBERS, type AnswerNumber, type CardFields } from './card-fields';
import { ANSWER_MODE, type AnswerMode } from './answer-mode';

function clearAnswer(card: CardFields, n: AnswerNumber): void {
  card[`antwort${n}`] = '';
  card[`antwort${n}_richtig`] = false;
  card[`antwort${n}_imageurl`] = '';
}

/**
 * The card as it is stored after "Speichern" in editor mode `mode` (02 §5 "Saving a card"):
 * - answers are trimmed;
 * - modes 1 and 2 clear answers 2 to 5; multiple choice clears the answers beyond anzahl_antworten;
 *   true/false clears answer 1 (text, correct mark and image of the cleared slots);
 * - the author is set to `currentUserId` when it is 0;
 * - the type flags are set from the mode, so answerModeOf gives the same mode back; wahroderfalsch
 *   becomes -1 for every mode but true/false, where -1 becomes 0 (false).
 * Validate first (validateCard); this function does not check anything. The input is not changed.
 */
export function normaliseCard(card: CardFields, mode: AnswerMode, currentUserId: number): CardFields {
  const next: CardFields = { ...card };
  for (const n of ANSWER_NUMBERS) {
    next[`antwort${n}`] = card[`antwort${n}`].trim();
  }

  next.multiplechoice = mode === ANSWER_MODE.MULTIPLE_CHOICE;
  next.mussfrageschriftlichbeantworten = mode === ANSWER_MODE.SCHRIFTLICH;
  next.ist_konjugation = mode === ANSWER_MODE.KONJUGATION;
  next.ist_vokabelaudio = mode === ANSWER_MODE.VOKABELAUDIO;
  next.ist_bildmitbeschriftung = mode === ANSWER_MODE.BESCHRIFTUNG;
  next.wahroderfalsch = mode === ANSWER_MODE.WAHR_ODER_FALSCH ? (card.wahroderfalsch === 1 ? 1 : 0) : -1;

  if (mode === ANSWER_MODE.MUENDLICH || mode === ANSWER_MODE.SCHRIFTLICH) {
    for (const n of ANSWER_NUMBERS) if (n > 1) clearAnswer(next, n);
  }
  if (mode === ANSWER_MODE.MULTIPLE_CHOICE) {
    for (const n of ANSWER_NUMBERS) if (n > card.anzahl_antworten) clearAnswer(next, n);
  }
  if (mode === ANSWER_MODE.WAHR_ODER_FALSCH) clearAnswer(next, 1);

  if (next.autor_id === 0) next.autor_id = currentUserId;
  return next;
}
