import type { QuizLaufArt, Stapelergebnis } from '@lernstapel/contracts';

/** One run in the history chart: its value in the series of whole runs or in that of re-runs. */
export interface VerlaufPunkt {
  nr: number;
  datum: string;
  art: QuizLaufArt;
  anzahl: number;
  /** Percent of a whole run, null for a re-run (the line skips it). */
  ganz: number | null;
  /** Percent of a re-run of the cards not known, null for a whole run. */
  erneut: number | null;
}

/** The chart's points in run order: whole runs and re-runs in separate series (issue 23). */
export function verlaufPunkte(ergebnisse: readonly Stapelergebnis[]): VerlaufPunkt[] {
  return ergebnisse.map((ergebnis, index) => {
    const erneut = ergebnis.art === 'erneut';
    return {
      nr: index + 1,
      datum: ergebnis.datum,
      art: erneut ? 'erneut' : 'quiz',
      anzahl: ergebnis.anzahl_karten_insg,
      ganz: erneut ? null : ergebnis.ergebnis,
      erneut: erneut ? ergebnis.ergebnis : null,
    };
  });
}
