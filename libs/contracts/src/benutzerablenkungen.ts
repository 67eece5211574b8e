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
