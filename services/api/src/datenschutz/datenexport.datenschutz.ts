import { benutzerRef, PERSON, SACHE, tabellenIn } from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * Issue 29 §2: the record of exports of other people's data. It is the exported person's (they see who
 * took their data) and the exporter's; it goes with the exported person, the exporter is anonymised.
 */
export const DATENEXPORT_DATENSCHUTZ = tabellenIn('datenexporte', {
  datenexport: {
    spalten: {
      id: SACHE,
      exportiert_von_id: benutzerRef('anonymisieren'),
      betroffener_id: benutzerRef('zeile'),
      schule_id: SACHE,
      umfang: SACHE,
      erstellt_am: PERSON,
    },
  },
});
