import type { TextKey } from '@lernstapel/texts';
import { applySpecialCharacterShortcuts } from '../text/special-characters';
import { ANSWER_NUMBERS, type CardFields } from './card-fields';
import type { AnswerMode } from './answer-mode';
import { normaliseCard } from './normalise-card';
import { validateCard } from './validate-card';

export type SaveCardResult = { ok: true; card: CardFields } | { ok: false; errors: TextKey[] };

/**
 * "Speichern" of the card editor (02 §4, §5), the one rule the dialog and the API both run: the
 * special-character shortcuts in question and answers, then validateCard, then normaliseCard.
 */
export function saveCard(card: CardFields, mode: AnswerMode, currentUserId: number): SaveCardResult {
  const typed: CardFields = { ...card, frage: applySpecialCharacterShortcuts(card.frage) };
  for (const n of ANSWER_NUMBERS) typed[`antwort${n}`] = applySpecialCharacterShortcuts(card[`antwort${n}`]);
  const errors = validateCard(typed, mode);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, card: normaliseCard(typed, mode, currentUserId) };
}
