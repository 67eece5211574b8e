import type { TextKey } from '@lernstapel/texts';

/** Why a pupil may not read a stack's cards for now (issue 22 §1). */
export type StapelSperrGrund = 'pruefung' | 'wettbewerb';

/**
 * A stack whose answers a pupil must not read for now: its cards are in an exam released to the pupil
 * that they have not handed in, or in a race they play that has not ended.
 */
export interface StapelSperreWert {
  stapel_id: number;
  grund: StapelSperrGrund;
}

export interface StapelSperreEingabe {
  benutzerId: number;
  ist_schueler: boolean;
  stapel: { id: number; eigentuemer_id: number; ist_kopie_von_umodul_id: number | null };
  /** The user's locks (StapelSperreWert), as the API reads them in one query. */
  sperren: readonly StapelSperreWert[];
}

/** Only pupils take exams and play races against each other; teachers prepare and grade them. */
export function sperrenBetreffen(benutzer: { ist_schueler: boolean }): boolean {
  return benutzer.ist_schueler;
}

/**
 * Issue 22 §1: may the pupil read the stack's cards (card list, quiz, preview, CSV, PDF, copy) now?
 * - Locked is a stack of an exam or race in progress, and a copy of one (ist_kopie_von_umodul_id: a
 *   copy carries the same answers, even one the pupil made earlier).
 * - Not locked: the pupil's own original stack (they wrote its answers) and every stack for teachers.
 * - An exam outranks a race: its message is the one shown.
 * Answers the reason, or null when the normal rules apply.
 */
export function stapelSperre(eingabe: StapelSperreEingabe): StapelSperrGrund | null {
  if (!sperrenBetreffen(eingabe) || eingabe.sperren.length === 0) return null;
  const { stapel } = eingabe;
  const eigenesOriginal = stapel.eigentuemer_id === eingabe.benutzerId;
  const gruende = eingabe.sperren
    .filter(
      (sperre) =>
        (sperre.stapel_id === stapel.id && !eigenesOriginal) ||
        sperre.stapel_id === stapel.ist_kopie_von_umodul_id,
    )
    .map((sperre) => sperre.grund);
  if (gruende.includes('pruefung')) return 'pruefung';
  return gruende.includes('wettbewerb') ? 'wettbewerb' : null;
}

/** The German message of a lock (libs/texts). */
export const STAPEL_SPERRE_TEXT: Readonly<Record<StapelSperrGrund, TextKey>> = {
  pruefung: 'unterrichtsmodule.gesperrtPruefung',
  wettbewerb: 'unterrichtsmodule.gesperrtWettbewerb',
};
