/**
 * One teacher of the own school on the Lehrpersonen / Verwaltung page
 * (GET /api/benutzer/schule/{schule_id}, 01 §3, §6). Never holds the login code (DEVIATIONS 2).
 */
export interface Lehrperson {
  id: number;
  benutzername: string;
  namevoll: string;
  kuerzel: string | null;
  email: string | null;
  kann_lehrpersonen_bearbeiten: boolean;
  kann_schuldaten_bearbeiten: boolean;
  kann_stapel_veroeffentlichen: boolean;
  /** who created the teacher; 0 = created by the school registration (01 §3) */
  create_user_id: number;
  /** 01 §6: the acting user may edit this row (themselves, or a teacher they created with kann_lehrpersonen_bearbeiten) */
  darf_bearbeiten: boolean;
  /** 01 §6: the acting user may delete this row (a teacher they created with kann_lehrpersonen_bearbeiten, never themselves) */
  darf_loeschen: boolean;
}

/** The teacher list, answered after every change. */
export type LehrpersonenListe = Lehrperson[];

/**
 * POST /api/benutzer: creates (no id / id 0; needs kann_lehrpersonen_bearbeiten) or updates a teacher of
 * the own school. namevoll, benutzername and email required; a new teacher's e-mail must be unique
 * (409 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.'). The flags are applied only for a user with
 * kann_lehrpersonen_bearbeiten; a new teacher defaults to kann_stapel_veroeffentlichen true (01 §9).
 */
export interface LehrpersonSpeichernRequest {
  id?: number;
  namevoll: string;
  benutzername: string;
  email: string;
  kuerzel?: string | null;
  kann_lehrpersonen_bearbeiten?: boolean;
  kann_schuldaten_bearbeiten?: boolean;
  kann_stapel_veroeffentlichen?: boolean;
}

/**
 * Answer of POST /api/benutzer and POST /api/benutzer/delete/{id}: the new teacher list; after creating a
 * teacher, `message` confirms that the login code was mailed to the new teacher ('Der Anmeldecode wurde an
 * {email} verschickt') or, if the mail could not be handed over, says so (the teacher is created anyway
 * and can use 'Anmeldecode vergessen?'); otherwise null.
 */
export interface LehrpersonenResponse {
  lehrpersonen: LehrpersonenListe;
  message: string | null;
}
