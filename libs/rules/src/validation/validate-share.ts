import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

export interface ShareInput {
  empfaengerIds: readonly number[];
  ist_aufgabe: boolean;
  /** The assignment's description. */
  aufgabe?: string | null;
  /** Who shares; without it only the recipient and description rules apply (the form before login data). */
  absender?: { id: number; ist_schueler: boolean };
}

/**
 * 01 §5, §6 share: at least one recipient; sent as an assignment, a non-empty description. Pupils
 * have no 'as assignment' option and are not in their own share list (so never a recipient).
 */
export function validateShare(input: ShareInput): TextKey[] {
  const errors: TextKey[] = [];
  if (input.empfaengerIds.length === 0) errors.push('validierung.keinEmpfaenger');
  const schueler = input.absender?.ist_schueler === true;
  if (input.ist_aufgabe && schueler) errors.push('teilen.aufgabeNurLehrpersonen');
  else if (input.ist_aufgabe && isBlank(input.aufgabe)) errors.push('validierung.aufgabeFehlt');
  if (schueler && input.absender && input.empfaengerIds.includes(input.absender.id)) {
    errors.push('teilen.nichtMitDirSelbst');
  }
  return errors;
}

/** 01 §5 publish: a non-empty author pseudonym. */
export function validatePublish(input: { public_autor_pseudonym: string | null }): TextKey[] {
  return isBlank(input.public_autor_pseudonym) ? ['validierung.pseudonymFehlt'] : [];
}
