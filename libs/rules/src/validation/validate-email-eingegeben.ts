import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

/**
 * 01 §5: the send button of 'Anmeldecode vergessen?' stays disabled while the e-mail is empty; its form is the
 * API's to judge (validateForgotCodeInput), so the person learns it from the answer.
 */
export function validateEmailEingegeben(email: string): TextKey[] {
  return isBlank(email) ? ['validierung.emailFehlt'] : [];
}
