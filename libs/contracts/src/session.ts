export type Land = 'DE' | 'CH' | 'A';

/** The logged-in user as the UIs see it. Flags follow 01 §3 (0/1 in the spec, booleans here). */
export interface SessionUser {
  id: number;
  benutzername: string;
  namevoll: string;
  kuerzel: string | null;
  email: string | null;
  schule_id: number | null;
  klassen_code: string | null;
  ist_main_admin: boolean;
  ist_schueler: boolean;
  kann_lehrpersonen_bearbeiten: boolean;
  kann_schuldaten_bearbeiten: boolean;
  kann_stapel_veroeffentlichen: boolean;
  /** lizenz_jahr of the user's school, null without a school. */
  lizenz_jahr: number | null;
  land: Land | null;
}

/** POST /api/benutzer/check */
export interface LoginRequest {
  anmeldecode: string;
  /** 'Anmeldung auf diesem Browser speichern' (01 §4, DEVIATIONS 3). */
  merken?: boolean;
}

export interface LoginResponse {
  user: SessionUser;
}

/** GET /api/session: the user id (01 §7) plus the user, so the UI needs one call. */
export interface SessionResponse {
  userID: number;
  user: SessionUser;
}

/**
 * Saved login (01 §4, DEVIATIONS 3): POST /api/benutzer/gespeichert exchanges the httpOnly 90-day
 * remember cookie for a session and answers LoginResponse; DELETE /api/benutzer/gespeichert deletes
 * the remember token and its cookies. The httpOnly cookie `ls_name` holds only the first name for
 * 'Anmelden als {name}' (issue 29 §3), never the code; GET /api/benutzer/gespeichert/name reads it.
 */
export const SAVED_LOGIN_NAME_COOKIE = 'ls_name';

/**
 * Issue 29 §3: the one cookie of the saved login that scripts can read, holding no personal data
 * ('1'): it tells the start page to ask GET /api/benutzer/gespeichert/name before it draws its buttons.
 */
export const SAVED_LOGIN_MARKER_COOKIE = 'ls_gemerkt';

/** GET /api/benutzer/gespeichert/name: the first name of this browser's saved login, null without one. */
export interface GespeicherterNameResponse {
  name: string | null;
}

/** DELETE /api/benutzer/gespeichert: 'Die Anmeldecookies für diesen Browser wurden gelöscht'. */
export interface GespeichertGeloeschtResponse {
  message: string;
}
