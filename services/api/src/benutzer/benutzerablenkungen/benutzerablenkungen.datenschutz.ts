import {
  benutzerRef,
  type DatenschutzTabelle,
  freitext,
  PERSON,
  SACHE,
} from '../../datenschutzdeklaration/datenschutz-tabelle';

/** 01 §1 activity events (a form of monitoring): kept ACTIVITY_RETENTION_DAYS, then purged. */
export const BENUTZERABLENKUNGEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'benutzerablenkungen',
    bereich: 'benutzerablenkungen',
    spalten: { id: SACHE, benutzer_id: benutzerRef('zeile'), zeit: PERSON, bemerkung: freitext('person') },
  },
];
