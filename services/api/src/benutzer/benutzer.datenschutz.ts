import {
  alle,
  benutzerRef,
  freitext,
  GEHEIM,
  PERSON,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/** The account itself (01 §3). The login code is a secret (DEVIATIONS 2): never exported. */
export const BENUTZER_DATENSCHUTZ = tabellenIn('benutzer', {
  benutzer: {
    spalten: {
      id: benutzerRef('zeile'),
      ...alle(PERSON, 'benutzername', 'kuerzel'),
      ...alle(freitext('person'), 'namevoll', 'email', 'hauspost_adresse'),
      anmeldecode: GEHEIM,
      ...alle(
        SACHE,
        'schule_id',
        'klassen_code',
        'ist_main_admin',
        'kann_lehrpersonen_bearbeiten',
        'kann_schuldaten_bearbeiten',
        'ist_schule_ansprechpartner',
        'ist_schueler',
        'kann_stapel_veroeffentlichen',
        'ist_gesperrt',
        'erstellt_am',
      ),
      // The accounts a teacher created are the pupils' and colleagues' data: not in the teacher's export.
      create_user_id: benutzerRef('anonymisieren', { export: false }),
    },
  },
});
