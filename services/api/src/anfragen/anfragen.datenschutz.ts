import {
  alle,
  benutzerRef,
  freitext,
  json,
  PERSON,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * Request ids (issue 22 §3): a technical record of the user's recent writes (kept a day), deleted
 * with them. The stored answer repeats what the export holds elsewhere and may carry a login code (a
 * new pupil's), so it is secret: never exported.
 */
export const ANFRAGEN_DATENSCHUTZ = tabellenIn('anfragen', {
  anfrage: {
    spalten: {
      ...alle(SACHE, 'id', 'schluessel', 'fertig'),
      route: freitext('sache', 'method and address of the API route, never a person'),
      benutzer_id: benutzerRef('zeile'),
      antwort: json('geheim'),
      erstellt_am: PERSON,
    },
  },
});
