import { alle, benutzerRef, SACHE, tabellenIn } from '../datenschutzdeklaration/datenschutz-tabelle';

/** Hand-ins (01 §4): a record of two people; it goes when either of them is deleted. */
export const STAPELABLAGE_DATENSCHUTZ = tabellenIn('stapelablage', {
  stapelablage: {
    spalten: {
      stapel_eigentuemer_id: benutzerRef('zeile'),
      stapel_absender_id: benutzerRef('zeile'),
      ...alle(SACHE, 'id', 'unterrichtsmodule_id', 'status', 'ist_korrigiert_und_ok', 'erstellt_am'),
    },
  },
});
