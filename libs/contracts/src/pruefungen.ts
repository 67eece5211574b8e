/** An exam in the user's exam list (GET /api/pruefungen/{klassen_code}). */
export interface PruefungListItem {
  id: number;
  klassen_code: string;
  titel: string;
  /** ISO date (yyyy-mm-dd) */
  datum: string;
  freigegeben: boolean;
  ist_korrigiert: boolean;
  unterrichtsmodul_id: number | null;
  /** datum lies before today (shown as '(abgelaufen)', 01 §4). */
  abgelaufen: boolean;
}

/** GET /api/pruefungen/id/{id}: the exam screen's header data (02 §2, §3). */
export interface PruefungDetail extends PruefungListItem {
  anweisung_vor_pruefung: string | null;
  gesamtpunktezahl: number;
  /** Title of the stack the exam was made from, null when it was deleted. */
  modultitel: string | null;
  anzahl_teile: number;
}
