import type { RegistrierungsArt } from '@lernstapel/contracts';
import { DEFAULT_REGISTRATION_LAND, type RegistrationInput, validateRegistration } from '@lernstapel/rules';
import { throwIfRuleErrors } from '../../common/api-exception';
import { normaliseEmail } from '../benutzer-email';
import type { RegistrierungDto } from './dto/registrierung.dto';

/** The registration after trimming; e-mail in lower case, country defaulted to DE (01 §9). */
export interface Registrierung {
  art: RegistrierungsArt;
  benutzername: string;
  namevoll: string;
  kuerzel: string | null;
  email: string;
  schulName1: string;
  schulStrasse: string;
  schulPLZ: string;
  schulOrt: string;
  schulLand: string;
}

const trimmed = (value: string | undefined): string => (value ?? '').trim();

/**
 * Trims the payload and checks it with the rules (01 §5): bad input → 400 with the first rule's
 * German text as the message and all of them as details; nothing is stored.
 */
export function checkedRegistrierung(dto: RegistrierungDto): Registrierung {
  const eingabe: Registrierung = {
    art: dto.art,
    benutzername: trimmed(dto.benutzername),
    namevoll: trimmed(dto.namevoll),
    kuerzel: trimmed(dto.kuerzel) || null,
    email: normaliseEmail(dto.email),
    schulName1: trimmed(dto.schulName1),
    schulStrasse: trimmed(dto.schulStrasse),
    schulPLZ: trimmed(dto.schulPLZ),
    schulOrt: trimmed(dto.schulOrt),
    schulLand: trimmed(dto.schulLand) || DEFAULT_REGISTRATION_LAND,
  };
  const regeln: RegistrationInput = eingabe;
  const fehler = validateRegistration(regeln, eingabe.art);
  throwIfRuleErrors(fehler);
  return eingabe;
}
