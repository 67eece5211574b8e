import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';

/** A required e-mail: missing or malformed. */
export function requiredEmailErrors(email: string | null | undefined): TextKey[] {
  if (isBlank(email)) return ['validierung.emailFehlt'];
  return isValidEmail(email ?? '') ? [] : ['validierung.emailUngueltig'];
}

/** An optional e-mail: only a given one must be well-formed. */
export function optionalEmailErrors(email: string | null | undefined): TextKey[] {
  if (isBlank(email)) return [];
  return isValidEmail(email ?? '') ? [] : ['validierung.emailUngueltig'];
}

export interface TeacherInput {
  namevoll: string;
  benutzername: string;
  email: string;
}

/**
 * 01 §5 teacher dialog: full name, username and e-mail all non-empty (plus e-mail syntax). The
 * uniqueness of the e-mail for new teachers is the API's check.
 */
export function validateTeacher(input: TeacherInput): TextKey[] {
  const errors: TextKey[] = [];
  if (isBlank(input.namevoll)) errors.push('validierung.namevollFehlt');
  if (isBlank(input.benutzername)) errors.push('validierung.benutzernameFehlt');
  return [...errors, ...requiredEmailErrors(input.email)];
}

export interface PupilInput {
  benutzername: string;
  email?: string | null;
}

/**
 * 01 §5 pupil dialog: the username is required; an e-mail is optional but, when given, must be
 * well-formed (its uniqueness is the API's check: 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.').
 */
export function validatePupil(input: PupilInput): TextKey[] {
  const errors: TextKey[] = isBlank(input.benutzername) ? ['validierung.benutzernameFehlt'] : [];
  return [...errors, ...optionalEmailErrors(input.email)];
}

/**
 * 01 §5 account settings: an empty name or username falls back to the previous value.
 */
export function nameOrPrevious(value: string | null | undefined, previous: string): string {
  return isBlank(value) ? previous : (value ?? '').trim();
}
