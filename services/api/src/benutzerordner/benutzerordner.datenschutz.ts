import {
  alle,
  benutzerRef,
  freitext,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

export const BENUTZERORDNER_DATENSCHUTZ = tabellenIn('benutzerordner', {
  benutzerordner: {
    spalten: {
      ...alle(SACHE, 'id', 'parent_id'),
      name: freitext('person'),
      name_schluessel: freitext('person'),
      benutzer_id: benutzerRef('zeile'),
    },
  },
});
