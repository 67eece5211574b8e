/** One quiz result for the history chart (02 §3 stapelergebnis; ergebnis in percent, one decimal). */
export interface Stapelergebnis {
  id: number;
  /** ISO date and time */
  datum: string;
  ergebnis: number;
  anzahl_karten_insg: number;
}

/**
 * POST /api/stapelergebnisse (02 §7, §9): the result after the last card of a non-preview quiz of the
 * user's own stack. The server computes the percentage (rule quizPercentage) and sets the stack's
 * datum_letztesquiz. `anfrage_id` (a UUID per run) makes replays harmless. Answers the user's results
 * of the stack, oldest first (GET /api/stapelergebnisse/{unterrichtsmodulid} answers the same list).
 */
export interface StapelergebnisRequest {
  unterrichtsmodul_id: number;
  anzahl_richtig: number;
  anzahl_karten_insg: number;
  anfrage_id: string;
}
