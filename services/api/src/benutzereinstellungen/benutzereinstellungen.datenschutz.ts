import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  freitext,
  SACHE,
} from '../datenschutzdeklaration/datenschutz-tabelle';

export const BENUTZEREINSTELLUNGEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'benutzereinstellung',
    bereich: 'benutzereinstellungen',
    spalten: {
      benutzer_id: benutzerRef('zeile'),
      ...alle(SACHE, 'id', 'tag', 'boolvalue', 'intvalue'),
      // The teacher's default exam instruction, the last languages chosen: the user's own settings.
      ...alle(freitext('person'), 'textvalue', 'strvalue'),
    },
  },
];
