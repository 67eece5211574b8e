import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  GEHEIM,
  PERSON,
  SACHE,
} from '../datenschutz/datenschutz-tabelle';

/**
 * Request ids (issue 22 §3): a technical record of the user's recent writes, deleted with them. The
 * stored answer repeats data the export already holds elsewhere, so it is not exported again.
 */
export const ANFRAGEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'anfrage',
    bereich: 'anfragen',
    spalten: {
      ...alle(SACHE, 'id', 'schluessel', 'route', 'fertig'),
      benutzer_id: benutzerRef('zeile'),
      antwort: GEHEIM,
      erstellt_am: PERSON,
    },
  },
];
