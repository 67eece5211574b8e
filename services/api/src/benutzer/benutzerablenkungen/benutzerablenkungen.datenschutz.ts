import {
  benutzerRef,
  freitext,
  PERSON,
  SACHE,
  tabellenIn,
} from '../../datenschutzdeklaration/datenschutz-tabelle';

/** 01 §1 activity events (a form of monitoring): kept ACTIVITY_RETENTION_DAYS, then purged. */
export const BENUTZERABLENKUNGEN_DATENSCHUTZ = tabellenIn('benutzerablenkungen', {
  benutzerablenkungen: {
    spalten: { id: SACHE, benutzer_id: benutzerRef('zeile'), zeit: PERSON, bemerkung: freitext('person') },
  },
});
