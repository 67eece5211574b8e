import type { KlassenSchueler } from './benutzer';

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

/** Confirmation texts of pupil actions, e.g. 'Der Anmeldecode wurde an {email} verschickt'. */
export interface MeldungResponse {
  message: string;
}

/** POST /api/benutzer/uploaderlaubnis: 'Uploaderlaubnis wurde für 2 Stunden erteilt'. */
export interface UploaderlaubnisResponse extends MeldungResponse {
  /** ISO date-time */
  erlaubt_bis: string;
}

/** A pupil group (01 §3 schuelergruppe) with its members. */
export interface SchuelerGruppe {
  id: number;
  bezeichnung: string;
  klassen_code: string;
  schuelerids: number[];
}

/** POST /api/schuelergruppen: creates (no id) or renames / sets the members of a group. */
export interface SchuelerGruppeSpeichernRequest {
  id?: number;
  /** required; the dialog proposes 'Neue Gruppe' (01 §9) */
  bezeichnung: string;
  klassen_code: string;
  schuelerids: number[];
}

/** An activity-feed entry (01 §3 benutzerablenkungen), newest first. */
export interface Benutzerablenkung {
  id: number;
  benutzer_id: number;
  benutzername: string;
  /** ISO date-time */
  zeit: string;
  bemerkung: string;
}

/** POST /api/benutzer/benutzerablenkungen: a pupil's window reports focus, blur, resize or visibility. */
export type AblenkungsArt = 'focus' | 'blur' | 'resize' | 'visibility-hidden' | 'visibility-visible';

export interface BenutzerablenkungRequest {
  art: AblenkungsArt;
}

/** A user setting (01 §3): one tag with typed values. */
export type EinstellungsTag =
  | 'showFlashCardsSymbole'
  | 'lastUModuleID'
  | 'anweisungvorpruefung'
  | 'lastKonjugationLanguage'
  | 'lastTranslationLanguageKey';

export interface Benutzereinstellung {
  tag: EinstellungsTag;
  boolvalue: boolean | null;
  intvalue: number | null;
  textvalue: string | null;
  strvalue: string | null;
}
