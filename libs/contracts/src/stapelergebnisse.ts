/**
 * What a quiz run asked (issue 23): `quiz` a whole run (the stack, or in 'Intelligente Wiederholung'
 * the due cards), `erneut` a short re-run of the cards not known ('Erneut abfragen', box 1 only). The
 * history chart draws its line through whole runs only, so a re-run never looks like a drop.
 */
export type QuizLaufArt = 'quiz' | 'erneut';

/** One quiz result for the history chart (02 §3 stapelergebnis; ergebnis in percent, one decimal). */
export interface Stapelergebnis {
  id: number;
  /** ISO date and time */
  datum: string;
  ergebnis: number;
  anzahl_karten_insg: number;
  art: QuizLaufArt;
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
  /** Absent in results queued offline before issue 23: a whole run. */
  art?: QuizLaufArt;
}

/** One pupil of an assignment in the teacher's monitoring (01 §2 Aufgaben, tab Monitoring). */
export interface MonitoringSchueler {
  benutzer_id: number;
  name: string;
  /** The last result in percent, null before the first run. */
  letztes_ergebnis: number | null;
  /** ISO date and time of the last run, null before the first. */
  datum: string | null;
  anzahl_durchgaenge: number;
}

/** A card the class found hard (beyond the spec, issue 11): how many of the pupils did not know it. */
export interface SchwierigeKarte {
  frage: string;
  nicht_gewusst: number;
  /** Share of the assignment's pupils, percent with one decimal. */
  anteil: number;
}

/**
 * GET /api/stapelergebnisse/monitoring (teachers): each stack the teacher shared as an assignment,
 * each pupil's last result, date and number of runs (on the stack or the pupil's copy of it), and
 * the class's hardest cards from the answer log.
 */
export interface MonitoringStapel {
  unterrichtsmodul_id: number;
  bezeichnung: string;
  aufgabe: string;
  schueler: MonitoringSchueler[];
  schwierigste_karten: SchwierigeKarte[];
}
