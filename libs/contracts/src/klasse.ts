import type { MeldungResponse } from './meldung';

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

/** The Klasse table answers with the whole class after every change (01 §7). */
export type KlassenListe = KlassenSchueler[];

/**
 * POST /api/benutzer/neuerschueler: creates (no id) or updates a pupil of the teacher's class.
 * benutzername required; a given e-mail must be unique ('Diese Emailadresse existiert bereits in der
 * Datenbank'); new pupils get kann_stapel_veroeffentlichen false (01 §9).
 */
export interface SchuelerSpeichernRequest {
  id?: number;
  benutzername: string;
  namevoll?: string;
  email?: string | null;
  kann_stapel_veroeffentlichen?: boolean;
}

/** POST /api/benutzer/sperren: locks or unlocks a pupil; locking ends the pupil's sessions at once. */
export interface SchuelerSperrenRequest {
  id: number;
  ist_gesperrt: boolean;
}

/** Body of the pupil actions that name only the pupil (new code, send code, upload permission, remove). */
export interface SchuelerAktionRequest {
  id: number;
}

/** POST /api/benutzer/neueranmeldecode */
export interface NeuerAnmeldecodeResponse {
  anmeldecode: string;
}

/** POST /api/benutzer/uploaderlaubnis: 'Uploaderlaubnis wurde für 2 Stunden erteilt'. */
export interface UploaderlaubnisResponse extends MeldungResponse {
  /** ISO date-time */
  erlaubt_bis: string;
}
