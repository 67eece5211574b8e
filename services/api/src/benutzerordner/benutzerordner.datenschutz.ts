import { alle, benutzerRef, type DatenschutzTabelle, SACHE } from '../datenschutz/datenschutz-tabelle';

export const BENUTZERORDNER_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'benutzerordner',
    bereich: 'benutzerordner',
    spalten: {
      ...alle(SACHE, 'id', 'parent_id', 'name', 'name_schluessel'),
      benutzer_id: benutzerRef('zeile'),
    },
  },
];
