/** A race the user takes part in (GET /api/wettbewerbe/benutzer/{id}). */
export interface WettbewerbListItem {
  id: number;
  unterrichtsmodul_id: number;
  modultitel: string;
  modus: number;
  /** ISO date-time or null when not scheduled */
  startzeit: string | null;
  ist_gestartet: boolean;
  start_benutzer_id: number;
  start_benutzername: string;
  anzahl_teilnehmer: number;
  einladung_angenommen: boolean;
}

/** A participant of a race (01 §3 SchuelerImWettbewerb). */
export interface WettbewerbTeilnehmer {
  id: number;
  benutzer_id: number;
  benutzername: string;
  start_nr: number;
  einladung_angenommen: boolean;
  farbe: string | null;
  position: number;
}

/** GET /api/wettbewerbe/{id}: the race screen's data (02 §7), without the cards for now. */
export interface WettbewerbDetail {
  wettbewerb: WettbewerbListItem & {
    sieger_benutzer_id: number | null;
    sieger_benutzername: string | null;
    anzahl_fragen_beantwortet: number;
    /** Questions needed to win: raceQuestionCount(modus, cards of the stack). */
    anzahl_fragen: number;
  };
  schuelerImWettbewerbs: WettbewerbTeilnehmer[];
}
