import { benutzerRef, SACHE, tabellenIn } from '../datenschutzdeklaration/datenschutz-tabelle';

/** Group memberships (01 §3); the groups themselves (name, class code) name no person. */
export const SCHUELERGRUPPEN_DATENSCHUTZ = tabellenIn('schuelergruppen', {
  schuelerinallengruppen: {
    spalten: { id: SACHE, benutzer_id: benutzerRef('zeile'), schueler_gruppe_id: SACHE },
  },
});
