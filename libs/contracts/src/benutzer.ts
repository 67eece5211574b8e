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
}
