import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

/** Issue 28: the short school code of the login page and the school link (/login?schule=…). */
const SCHULKUERZEL = /^[a-z0-9-]{3,30}$/;

export function isSchulkuerzel(kuerzel: string): boolean {
  return SCHULKUERZEL.test(kuerzel);
}

/** The short code as the API keeps it: trimmed, lower case. */
export function normalesSchulkuerzel(eingabe: string): string {
  return eingabe.trim().toLowerCase();
}

/** The login page's 'Schulkürzel' field: what the user typed, judged as the API will keep it. */
export function validateSchulkuerzelEingabe(eingabe: string): TextKey[] {
  return isSchulkuerzel(normalesSchulkuerzel(eingabe)) ? [] : ['schulkonto.kuerzelUngueltig'];
}

/** The provider's issuer: https, plain http only for a provider on this machine (tests, a provider next to the API). */
export function isErlaubterAussteller(aussteller: string): boolean {
  try {
    const url = new URL(aussteller);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** A school's identity provider as typed in the settings (issue 28). */
export interface SchulkontoAnbieterInput {
  kuerzel: string;
  aussteller: string;
  client_id: string;
  client_secret: string;
  /** A stored secret is kept when the field stays empty. */
  secretGespeichert: boolean;
  rollen_claim?: string;
  /** The class for pupil accounts created on first sign-in (empty: none). */
  schueler_klassen_code?: string;
}

/** Issue 28: a valid short code and issuer, a client id, and a secret unless one is stored. */
export function validateSchulkontoAnbieter(input: SchulkontoAnbieterInput): TextKey[] {
  const errors: TextKey[] = [];
  if (!isSchulkuerzel(input.kuerzel.trim())) errors.push('schulkonto.kuerzelUngueltig');
  if (!isErlaubterAussteller(input.aussteller.trim())) errors.push('schulkonto.ausstellerUngueltig');
  if (isBlank(input.client_id)) errors.push('schulkonto.clientIdFehlt');
  if (!input.secretGespeichert && isBlank(input.client_secret)) errors.push('schulkonto.secretFehlt');
  // Only those the provider calls pupils are created: that needs the claim naming the role.
  if (!isBlank(input.schueler_klassen_code ?? '') && isBlank(input.rollen_claim ?? '')) {
    errors.push('schulkonto.anlegenOhneRollenClaim');
  }
  return errors;
}
