import {
  alle,
  benutzerRef,
  freitext,
  kopieVon,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * Mails of the platform; their text may carry a login code (DEVIATIONS 2), so it is never exported.
 * Kept MAIL_RETENTION_DAYS (default 30), then deleted with their outbox file by the retention job.
 */
export const MAIL_DATENSCHUTZ = tabellenIn('mailausgang', {
  mailausgang: {
    spalten: {
      id: SACHE,
      benutzer_id: benutzerRef('zeile'),
      // A mail to someone else about the user (licence order): kept, its text anonymised (mail-vergessen.ts).
      ueber_benutzer_id: benutzerRef('anonymisieren'),
      empfaenger: kopieVon('email', 'zeile'),
      betreff: freitext('person'),
      text: freitext('geheim'),
      ...alle(SACHE, 'erstellt_am', 'gesendet_am', 'datei'),
    },
  },
});
