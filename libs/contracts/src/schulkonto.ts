/**
 * Issue 28: signing in with the school's identity provider (OpenID Connect). The browser starts at
 * GET /api/schulkonto/start?schule={kuerzel} and comes back from the provider to
 * GET /api/schulkonto/rueckkehr, which leads to /user (or /admin), to the link step
 * (/login?schulkonto=verknuepfen) or back to /login?schulkonto={text key of the refusal}.
 */

/** GET /api/schulkonto/schulen/{kuerzel} (public): whether the school offers 'Mit Schulkonto anmelden'. */
export interface SchulkontoSchule {
  kuerzel: string;
  schulname: string;
}

/** POST /api/schulkonto/verknuepfen: the link step, once, with the login code (answers LoginResponse). */
export interface SchulkontoVerknuepfenRequest {
  anmeldecode: string;
}

/** GET/PUT /api/schulkonto/anbieter/{schuleId}: a school's provider, never with its secret. */
export interface SchulkontoAnbieter {
  schule_id: number;
  kuerzel: string;
  aussteller: string;
  client_id: string;
  /** Only whether a secret is stored; the secret itself never leaves the server. */
  client_secret_gespeichert: boolean;
  rollen_claim: string | null;
  /** The class (its code) the provider creates pupil accounts in on first sign-in; null: none. */
  schueler_klassen_code: string | null;
  /** The address to register at the provider as redirect URI. */
  rueckkehr_adresse: string;
  /** The address to register at the provider as post-logout redirect URI (the login page). */
  abmelde_adresse: string;
}

export interface SchulkontoAnbieterSpeichern {
  kuerzel: string;
  aussteller: string;
  client_id: string;
  /** Empty or missing keeps the stored secret. */
  client_secret?: string;
  rollen_claim?: string | null;
  /** A class of this school for pupil accounts created on first sign-in; empty or missing: none. */
  schueler_klassen_code?: string | null;
}

/**
 * POST /api/schulkonto/abmelden (signed in): before our session ends, the provider's logout address for
 * a session signed in through the school account (null otherwise, or when the provider offers none).
 */
export interface SchulkontoAbmeldung {
  adresse: string | null;
}

/** Query parameter of /login after the provider: 'verknuepfen' or the text key of a refusal. */
export const SCHULKONTO_LOGIN_PARAM = 'schulkonto';
