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

/**
 * A person the session user may share a stack with, hand it in to or edit it with in a team
 * (GET /api/benutzer/benutzertoshare, 01 §7): users of the own school. Teachers see every teacher and
 * pupil of the school; pupils see the teachers and the pupils of their own class. 01 §6: a pupil is not
 * in their own list. Sorted by name.
 */
export interface BenutzerToShare {
  id: number;
  benutzername: string;
  namevoll: string;
  ist_schueler: boolean;
  klassen_code: string | null;
}

export interface BenutzerToShareResponse {
  benutzertoshare: BenutzerToShare[];
}
