import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';
import type { SchoolInput } from './validate-school';

/**
 * 01 §5 licence order: the red list of missing school fields, in the spec's order ('Schulname fehlt',
 * 'Telefon 1 fehlt', 'Rechnungsanschrift 1 fehlt', 'Postleitzahl fehlt', 'Ort fehlt'). Empty when
 * the order button may be enabled as far as the school data go.
 */
export function licenceOrderMissingFields(school: SchoolInput): TextKey[] {
  const missing: TextKey[] = [];
  if (isBlank(school.name1)) missing.push('lizenz.schulnameFehlt');
  if (isBlank(school.telefon1)) missing.push('lizenz.telefon1Fehlt');
  if (isBlank(school.rechnungsanschrift1)) missing.push('lizenz.rechnungsanschrift1Fehlt');
  if (isBlank(school.rechnungsplz)) missing.push('lizenz.postleitzahlFehlt');
  if (isBlank(school.rechnungsort)) missing.push('lizenz.ortFehlt');
  return missing;
}

/** 01 §5: the red list plus the accepted terms. Empty = the licence may be ordered. */
export function validateLicenceOrder(school: SchoolInput, bedingungenAkzeptiert: boolean): TextKey[] {
  const errors = licenceOrderMissingFields(school);
  if (!bedingungenAkzeptiert) errors.push('validierung.bedingungenNichtAkzeptiert');
  return errors;
}
