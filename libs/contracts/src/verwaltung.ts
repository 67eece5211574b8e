import type { SchulDaten } from './schule';

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
 * (409 'Diese Emailadresse existiert bereits in der Datenbank'). The flags are applied only for a user with
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

/**
 * PUT /api/schulen/eigene: the own school's data (kann_schuldaten_bearbeiten). lizenz_jahr is set only by
 * a main administrator and is not part of the request; GET /api/schulen/eigene and the PUT answer SchulDaten.
 */
export type EigeneSchuleSpeichernRequest = Omit<SchulDaten, 'lizenz_jahr'>;

/**
 * POST /api/schulen/lizenzbestellen/{schuleId}/{year} (01 §7 GET made a POST, DEVIATIONS 5): orders the
 * licence (300.00 EUR per year, 01 §9). Missing school fields → 400 with the red list texts in `details`.
 * Answers MeldungResponse, whose message the UI shows as is.
 */
export interface LizenzBestellenRequest {
  /** must be true ('Bitte akzeptiere die Lizenzbedingungen.' otherwise) */
  bedingungen_akzeptiert: boolean;
}

/**
 * PATCH /api/benutzer/konto: own name and username; an empty or absent value keeps the previous one
 * (01 §5). Answers the updated SessionUser.
 */
export interface KontoAendernRequest {
  namevoll?: string;
  benutzername?: string;
}

/**
 * POST /api/benutzer/konto/email: own (recovery) e-mail; non-empty and unique
 * (409 'Diese Emailadresse existiert bereits in der Datenbank'). Answers the updated SessionUser.
 * DELETE /api/benutzer/konto (teachers only) answers 204 and clears the session cookies.
 */
export interface KontoEmailRequest {
  email: string;
}

/**
 * POST /api/schulen/lizenzbestellen/neueschule/{year}: an individual person (a teacher without a school,
 * 01 §6) orders a licence for a school. The school is created from `schule` (name1 required, plus the
 * licence red list of 01 §5), the person becomes its first teacher with both administrative flags and
 * its contact person, the pupils of their class move with them, and the order is recorded and mailed as
 * for an existing school. lizenz_jahr stays empty until a main administrator sets it. If the order mail
 * cannot be handed over, nothing of it remains (503). Answers MeldungResponse (shown as is).
 * A user who already belongs to a school gets 403 'verwaltung.schonSchule' (they order under
 * 'Schuldaten'); bad school fields and the red list are German 400s as for PUT /api/schulen/eigene and
 * the existing order; the year is the current or the next one.
 */
export interface LizenzFuerNeueSchuleRequest {
  bedingungen_akzeptiert: boolean;
  schule: Omit<EigeneSchuleSpeichernRequest, 'schule_ansprechpartner'>;
}
