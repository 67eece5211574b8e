/**
 * One pupil row of the Klasse table (GET /api/benutzer/klasse/{klassen_code}).
 * Holds the login code: only the class's teachers and the school's administrators see it (DEVIATIONS 2).
 */
export interface KlassenSchueler {
  id: number;
  benutzername: string;
  namevoll: string;
  email: string | null;
  anmeldecode: string;
  ist_gesperrt: boolean;
  kann_stapel_veroeffentlichen: boolean;
  /** ISO date-time until which a teacher allowed uploads (01 §4: 2 hours), null when none is active */
  upload_erlaubt_bis?: string | null;
}

/** A user in the main administrator's 'Benutzer' tab (GET /api/benutzer/alle). */
export interface BenutzerAdminZeile {
  id: number;
  benutzername: string;
  namevoll: string;
  email: string | null;
  anmeldecode: string;
  schule_id: number | null;
  /** name1 of the school, null for individuals and main administrators */
  schule: string | null;
  ist_main_admin: boolean;
  ist_schueler: boolean;
  ist_gesperrt: boolean;
}
