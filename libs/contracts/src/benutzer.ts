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
