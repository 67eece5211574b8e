import {
  benutzerRef,
  freitext,
  PERSON,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * Issue 28: the link to a school account keeps only the provider's issuer and its pseudonymous
 * subject; exported (the user may see what links them) and deleted with the user.
 */
export const SCHULKONTO_DATENSCHUTZ = tabellenIn('schulkonto', {
  schulkonto_verknuepfung: {
    spalten: {
      id: SACHE,
      benutzer_id: benutzerRef('zeile'),
      aussteller: freitext('sache', 'Die Adresse des Anmeldedienstes der Schule (eine Organisation)'),
      // The provider's pseudonym of the person.
      subjekt: freitext('person'),
      erstellt_am: PERSON,
    },
  },
});
