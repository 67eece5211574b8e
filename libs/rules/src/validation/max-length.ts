import { EMAIL_MAX_LENGTH } from './is-valid-email';
import { POSTAL_CODE_MAX_LENGTH } from './validate-school';

/**
 * Issue 23 §3: the longest text each field takes, in characters — the API's DTOs check these numbers
 * (@MaxLength) and every input of the portals carries them (maxLength), so a too-long value is caught
 * in the form. The numbers are the columns' sizes.
 */
export const MAX_LENGTH = {
  benutzername: 100,
  namevoll: 255,
  kuerzel: 20,
  email: EMAIL_MAX_LENGTH,
  anmeldecode: 64,
  schulname: 255,
  anschrift: 255,
  /** the column holds 100; 01 §5 allows 10 (POSTAL_CODE_MAX_LENGTH), which the forms enforce */
  plzSpalte: 100,
  plz: POSTAL_CODE_MAX_LENGTH,
  ort: 255,
  land: 100,
  telefon: 50,
  domainname: 255,
  stapelBezeichnung: 255,
  jahrgangsstufen: 100,
  faecher: 500,
  ordnerName: 255,
  kategorie: 255,
  pseudonym: 255,
  bemerkungen: 5000,
  aufgabe: 5000,
  /** an ISO date, YYYY-MM-DD */
  datum: 10,
  korrekturhinweis: 5000,
  gruppenBezeichnung: 255,
  klassenCode: 50,
  pruefungTitel: 255,
  pruefungAnweisung: 20_000,
  einstellung: 255,
  konjugZeitform: 100,
  konjugVerb: 200,
  konjugForm: 200,
  beschriftung: 200,
  url: 2000,
  videoId: 50,
  autor: 500,
} as const;

/** A card's question, answers and notes are TEXT columns: 65,535 bytes on MariaDB ('ä' takes two). */
export const KARTENTEXT_MAX_BYTES = 65_535;

export function passtInKartentext(text: string): boolean {
  return new TextEncoder().encode(text).length <= KARTENTEXT_MAX_BYTES;
}
