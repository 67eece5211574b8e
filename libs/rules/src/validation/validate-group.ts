import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

/** 01 §5 group dialog: the name is required. */
export function validateGroup(input: { bezeichnung: string }): TextKey[] {
  return isBlank(input.bezeichnung) ? ['validierung.gruppennameFehlt'] : [];
}
