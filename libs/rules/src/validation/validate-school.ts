import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';
import { isLandCode } from './land';
import { optionalEmailErrors } from './validate-person';

/** 01 §3, §9: postal codes (school and billing) have at most 10 characters. */
export const POSTAL_CODE_MAX_LENGTH = 10;

/** The school fields the rules look at (01 §3). */
export interface SchoolInput {
  name1: string | null;
  plz?: string | null;
  land: string | null;
  email1?: string | null;
  email2?: string | null;
  telefon1?: string | null;
  rechnungsanschrift1?: string | null;
  rechnungsplz?: string | null;
  rechnungsort?: string | null;
  rechnungsland?: string | null;
}

function isTooLong(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > POSTAL_CODE_MAX_LENGTH;
}

/**
 * 01 §5 school save: name1 required; postal codes at most 10 characters; country DE, CH or A (a
 * billing country, when given, too); given e-mail addresses well-formed.
 */
export function validateSchool(school: SchoolInput): TextKey[] {
  const errors: TextKey[] = [];
  if (isBlank(school.name1)) errors.push('validierung.schulnameFehlt');
  if (isTooLong(school.plz)) errors.push('validierung.plzZuLang');
  if (isTooLong(school.rechnungsplz)) errors.push('validierung.rechnungsplzZuLang');
  if (!isLandCode(school.land ?? '')) errors.push('validierung.landUngueltig');
  else if (!isBlank(school.rechnungsland) && !isLandCode((school.rechnungsland ?? '').trim())) {
    errors.push('validierung.landUngueltig');
  }
  const emailErrors = [...optionalEmailErrors(school.email1), ...optionalEmailErrors(school.email2)];
  return [...errors, ...new Set(emailErrors)];
}

/** A contact person of a school (01 §3 schule_ansprechpartner) as typed or sent. */
export interface ContactPersonInput {
  namevoll: string | null;
  email?: string | null;
}

/** 01 §3, §5: a contact person needs a name; a given e-mail must be well-formed. */
export function validateContactPerson(person: ContactPersonInput): TextKey[] {
  const errors: TextKey[] = isBlank(person.namevoll) ? ['validierung.namevollFehlt'] : [];
  return [...errors, ...optionalEmailErrors(person.email)];
}
