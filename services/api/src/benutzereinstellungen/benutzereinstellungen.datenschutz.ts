import { alle, benutzerRef, type DatenschutzTabelle, SACHE } from '../datenschutz/datenschutz-tabelle';

export const BENUTZEREINSTELLUNGEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'benutzereinstellung',
    bereich: 'benutzereinstellungen',
    spalten: {
      benutzer_id: benutzerRef('zeile'),
      ...alle(SACHE, 'id', 'tag', 'boolvalue', 'intvalue', 'textvalue', 'strvalue'),
    },
  },
];
