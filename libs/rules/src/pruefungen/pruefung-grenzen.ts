import type { TextKey } from '@lernstapel/texts';
import { KONJUG_FORMEN, type KonjugForm } from '../cards/card-fields';

/** The longest answer text of an exam part (antwort1..5): the form counts down to it, the API refuses more. */
export const PRUEFUNG_ANTWORT_MAX = 5000;
/** The longest conjugation form and labelling answer of an exam part. */
export const PRUEFUNG_KURZANTWORT_MAX = 200;
/** The longest teacher comment, per part and per attempt. */
export const PRUEFUNG_KOMMENTAR_MAX = 5000;

const TEXTE = ['antwort1', 'antwort2', 'antwort3', 'antwort4', 'antwort5'] as const;

/** The texts of a pupil's exam answer (PruefungsAntwort of @lernstapel/contracts has this shape). */
export type PruefungsAntwortTexte = {
  readonly [feld in (typeof TEXTE)[number] | KonjugForm]: string | null;
} & { readonly beschriftungen: Readonly<Record<string, string>> | null };

/**
 * The limit a text of the answer goes over, or null when all keep theirs (the form counts down to
 * them, so a hand-in never fails on a length; the API refuses more with the same constants).
 */
export function ueberschritteneGrenze(antwort: PruefungsAntwortTexte): number | null {
  if (TEXTE.some((feld) => (antwort[feld] ?? '').length > PRUEFUNG_ANTWORT_MAX)) return PRUEFUNG_ANTWORT_MAX;
  const kurz = [
    ...KONJUG_FORMEN.map((feld) => antwort[feld] ?? ''),
    ...Object.values(antwort.beschriftungen ?? {}),
  ];
  return kurz.some((text) => text.length > PRUEFUNG_KURZANTWORT_MAX) ? PRUEFUNG_KURZANTWORT_MAX : null;
}

/**
 * Points of a pupil's part (02 §5 numeric, at least 0; issue 23: at most the part's points). Ok,
 * or the German message that names the limit.
 */
export function teilPunkteFehler(punkte: number, maximum: number): TextKey | null {
  if (!Number.isFinite(punkte) || punkte < 0) return 'validierung.punkteUngueltig';
  return punkte > maximum ? 'pruefungen.punkteZuHoch' : null;
}

/** The grade scale of the school's country (02 §9): DE 1 to 6, A 1 to 5, every other 1 to 6. */
export function notenSkala(land: string | null | undefined): { min: number; max: number } {
  return land === 'A' ? { min: 1, max: 5 } : { min: 1, max: 6 };
}

/** Whether a grade lies in the country's scale (issue 23: a grade stays in its scale). */
export function noteInSkala(land: string | null | undefined, note: number): boolean {
  const { min, max } = notenSkala(land);
  return Number.isFinite(note) && note >= min && note <= max;
}
