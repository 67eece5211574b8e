import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';
import { requiredEmailErrors } from './validate-person';

/** 01 §5: the login button stays disabled while the code is empty. */
export function validateLoginInput(anmeldecode: string): TextKey[] {
  return isBlank(anmeldecode) ? ['validierung.anmeldecodeFehlt'] : [];
}

/** 01 §5: the forgot-code button stays disabled while the e-mail is empty (and it must be well-formed). */
export function validateForgotCodeInput(email: string): TextKey[] {
  return requiredEmailErrors(email);
}
