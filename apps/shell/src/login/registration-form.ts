import type { RegistrierungRequest, RegistrierungsArt } from '@lernstapel/contracts';
import { DEFAULT_REGISTRATION_LAND, validateRegistration, type LandCode } from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';

export interface RegistrationFields {
  namevoll: string;
  benutzername: string;
  email: string;
  schulName1: string;
  schulStrasse: string;
  schulPLZ: string;
  schulOrt: string;
  schulLand: LandCode;
}

export type RegistrationField = keyof RegistrationFields;

export const EMPTY_REGISTRATION: RegistrationFields = {
  namevoll: '',
  benutzername: '',
  email: '',
  schulName1: '',
  schulStrasse: '',
  schulPLZ: '',
  schulOrt: '',
  // 01 §9: registration defaults to DE
  schulLand: DEFAULT_REGISTRATION_LAND,
};

/** Which field each message of validateRegistration belongs to (for the inline messages). */
const FIELD_OF: Partial<Record<TextKey, RegistrationField>> = {
  'validierung.namevollFehlt': 'namevoll',
  'validierung.benutzernameFehlt': 'benutzername',
  'validierung.emailFehlt': 'email',
  'validierung.emailUngueltig': 'email',
  'validierung.schulnameFehlt': 'schulName1',
  'validierung.strasseFehlt': 'schulStrasse',
  'validierung.plzFehlt': 'schulPLZ',
  'validierung.plzZuLang': 'schulPLZ',
  'validierung.ortFehlt': 'schulOrt',
  'validierung.landUngueltig': 'schulLand',
};

/** 01 §5: the messages per field; an empty object means the form may be sent. */
export function registrationErrors(
  fields: RegistrationFields,
  art: RegistrierungsArt,
): Partial<Record<RegistrationField, TextKey>> {
  const errors: Partial<Record<RegistrationField, TextKey>> = {};
  for (const key of validateRegistration(fields, art)) {
    const field = FIELD_OF[key];
    if (field && !errors[field]) errors[field] = key;
  }
  return errors;
}

/** The request body: an individual person sends no school fields (01 §5, §6). */
export function registrationRequest(
  fields: RegistrationFields,
  art: RegistrierungsArt,
): RegistrierungRequest {
  const person = {
    art,
    namevoll: fields.namevoll.trim(),
    benutzername: fields.benutzername.trim(),
    email: fields.email.trim(),
  };
  if (art === 'einzelperson') return person;
  return {
    ...person,
    schulName1: fields.schulName1.trim(),
    schulStrasse: fields.schulStrasse.trim(),
    schulPLZ: fields.schulPLZ.trim(),
    schulOrt: fields.schulOrt.trim(),
    schulLand: fields.schulLand,
  };
}
