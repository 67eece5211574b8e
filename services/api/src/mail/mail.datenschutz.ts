import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  GEHEIM,
  kopieVon,
  PERSON,
  SACHE,
} from '../datenschutz/datenschutz-tabelle';

/** Mails of the platform; their text may carry a login code (DEVIATIONS 2), so it is never exported. */
export const MAIL_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'mailausgang',
    bereich: 'mailausgang',
    spalten: {
      id: SACHE,
      benutzer_id: benutzerRef('zeile'),
      empfaenger: kopieVon('email', 'zeile'),
      betreff: PERSON,
      text: GEHEIM,
      ...alle(SACHE, 'erstellt_am', 'gesendet_am'),
    },
  },
];
