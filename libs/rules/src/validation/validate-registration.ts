import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';
import { isLandCode } from './land';
import { POSTAL_CODE_MAX_LENGTH } from './validate-school';
import { requiredEmailErrors } from './validate-person';

/** Registration payload (01 §3). */
export interface RegistrationInput {
  benutzername: string;
  namevoll: string;
  kuerzel?: string | null;
  schulName1?: string | null;
  schulStrasse?: string | null;
  schulPLZ?: string | null;
  schulOrt?: string | null;
  schulLand?: string | null;
  email: string;
}

/** Registering as a school or as an individual person without a school (01 §5, §6). */
export type RegistrationKind = 'schule' | 'einzelperson';

/**
 * 01 §5: as a school, full name, username, e-mail, school name, street, postal code and city are
 * required (and the postal code has at most 10 characters, the country is DE, CH or A); as an
 * individual only full name, username and e-mail. Whether the e-mail is already registered
 * ('Diese E-Mail-Adresse ist bereits registriert.') is the API's check.
 */
export function validateRegistration(input: RegistrationInput, kind: RegistrationKind): TextKey[] {
  const errors: TextKey[] = [];
  if (isBlank(input.namevoll)) errors.push('validierung.namevollFehlt');
  if (isBlank(input.benutzername)) errors.push('validierung.benutzernameFehlt');
  errors.push(...requiredEmailErrors(input.email));
  if (kind === 'einzelperson') return errors;

  if (isBlank(input.schulName1)) errors.push('validierung.schulnameFehlt');
  if (isBlank(input.schulStrasse)) errors.push('validierung.strasseFehlt');
  if (isBlank(input.schulPLZ)) errors.push('validierung.plzFehlt');
  else if ((input.schulPLZ ?? '').trim().length > POSTAL_CODE_MAX_LENGTH)
    errors.push('validierung.plzZuLang');
  if (isBlank(input.schulOrt)) errors.push('validierung.ortFehlt');
  if (!isLandCode(input.schulLand ?? '')) errors.push('validierung.landUngueltig');
  return errors;
}
