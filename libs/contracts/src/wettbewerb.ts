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
