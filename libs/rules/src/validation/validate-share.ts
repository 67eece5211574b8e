import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

export interface ShareInput {
  empfaengerIds: readonly number[];
  ist_aufgabe: boolean;
  /** The assignment's description. */
  aufgabe?: string | null;
}

/** 01 §5 share: at least one recipient; sent as an assignment, a non-empty description. */
export function validateShare(input: ShareInput): TextKey[] {
  const errors: TextKey[] = [];
  if (input.empfaengerIds.length === 0) errors.push('validierung.keinEmpfaenger');
  if (input.ist_aufgabe && isBlank(input.aufgabe)) errors.push('validierung.aufgabeFehlt');
  return errors;
}

/** 01 §5 publish: a non-empty author pseudonym. */
export function validatePublish(input: { public_autor_pseudonym: string | null }): TextKey[] {
  return isBlank(input.public_autor_pseudonym) ? ['validierung.pseudonymFehlt'] : [];
}
