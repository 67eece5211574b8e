import {
  alle,
  benutzerRef,
  GEHEIM,
  PERSON,
  SACHE,
  tabellenIn,
} from '../../datenschutzdeklaration/datenschutz-tabelle';

/** DEVIATIONS 3: sessions and remember tokens; the token hash is a secret. Expired rows are purged. */
export const AUTH_DATENSCHUTZ = tabellenIn('sitzungen', {
  sitzung: {
    spalten: {
      id: SACHE,
      token_hash: GEHEIM,
      benutzer_id: benutzerRef('zeile'),
      art: SACHE,
      ...alle(PERSON, 'erstellt_am', 'laeuft_ab_am', 'zuletzt_benutzt_am'),
    },
  },
});
