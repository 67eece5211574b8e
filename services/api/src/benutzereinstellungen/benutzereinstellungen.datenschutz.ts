import {
  alle,
  benutzerRef,
  freitext,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

export const BENUTZEREINSTELLUNGEN_DATENSCHUTZ = tabellenIn('benutzereinstellungen', {
  benutzereinstellung: {
    spalten: {
      benutzer_id: benutzerRef('zeile'),
      ...alle(SACHE, 'id', 'tag', 'boolvalue', 'intvalue'),
      // The teacher's default exam instruction, the last languages chosen: the user's own settings.
      ...alle(freitext('person'), 'textvalue', 'strvalue'),
    },
  },
});
