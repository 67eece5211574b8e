import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

export interface StackInput {
  bezeichnung: string;
  /** null or 0 = no category chosen. */
  flashcards_kategorie_id: number | null;
}

/** 01 §5 stack dialog: a non-empty title and a chosen category. */
export function validateStack(input: StackInput): TextKey[] {
  const errors: TextKey[] = [];
  if (isBlank(input.bezeichnung)) errors.push('validierung.titelFehlt');
  if (input.flashcards_kategorie_id === null || !(input.flashcards_kategorie_id > 0)) {
    errors.push('validierung.kategorieFehlt');
  }
  return errors;
}

/** 01 §5 new category: a non-empty title. */
export function validateCategory(input: { kategorie: string }): TextKey[] {
  return isBlank(input.kategorie) ? ['validierung.titelFehlt'] : [];
}

/** 01 §5 new category: it belongs to a topic, so one must be chosen (no topic exists yet: none can be). */
export function validateTopicChoice(themaId: number | null): TextKey[] {
  return themaId !== null && themaId > 0 ? [] : ['validierung.themaFehlt'];
}
