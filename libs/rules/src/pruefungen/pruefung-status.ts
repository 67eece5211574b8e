import type { TextKey } from '@lernstapel/texts';

/** 02 §4 exam pupil status; null = not started. */
export type PruefungStatus = 'in Bearbeitung' | 'abgegeben' | 'korrigiert';

/** What happens to a pupil's attempt: Start, saving an answer, hand-in, grading, 'Korrigiert!'. */
export type PruefungSchritt = 'starten' | 'antworten' | 'abgeben' | 'bewerten' | 'korrigiert';

/**
 * 02 §4 status machine: none → in Bearbeitung (Start) → abgegeben (hand-in) → korrigiert
 * ('Korrigiert!'). Answers change only while in Bearbeitung; the teacher grades an attempt that is
 * abgegeben or korrigiert (a corrected one may be corrected again). Answers the new status, or the
 * text key of the refusal.
 */
export function pruefungSchritt(
  status: PruefungStatus | null,
  schritt: PruefungSchritt,
): { status: PruefungStatus | null } | { fehler: TextKey } {
  switch (schritt) {
    case 'starten':
      return status === null ? { status: 'in Bearbeitung' } : { fehler: 'pruefungen.schonGestartet' };
    case 'antworten':
    case 'abgeben':
      if (status === null) return { fehler: 'pruefungen.nichtGestartet' };
      if (status !== 'in Bearbeitung') return { fehler: 'pruefungen.schonAbgegeben' };
      return { status: schritt === 'abgeben' ? 'abgegeben' : status };
    case 'bewerten':
    case 'korrigiert':
      if (status !== 'abgegeben' && status !== 'korrigiert') return { fehler: 'pruefungen.nichtAbgegeben' };
      return { status: schritt === 'korrigiert' ? 'korrigiert' : status };
  }
}
