import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  freitext,
  SACHE,
} from '../datenschutzdeklaration/datenschutz-tabelle';

export const BENUTZERORDNER_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'benutzerordner',
    bereich: 'benutzerordner',
    spalten: {
      ...alle(SACHE, 'id', 'parent_id'),
      name: freitext('person'),
      name_schluessel: freitext('person'),
      benutzer_id: benutzerRef('zeile'),
    },
  },
];
