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
