import { GERAETESPEICHER_BUDGET_BYTES, GERAETESPEICHER_TAGE } from '@lernstapel/rules';

/**
 * Issue 27: the rules of what stays on the device. Pure, so that the budget is tested without a
 * browser; geraete-speicher.ts applies them to IndexedDB.
 */

export const BUDGET_BYTES = GERAETESPEICHER_BUDGET_BYTES;
export const BEHALTEN_TAGE = GERAETESPEICHER_TAGE;
const TAG_MS = 24 * 60 * 60 * 1000;

/**
 * Megabytes as a German reads them, with one decimal: "1,2", "1.234,5". Without Intl: a browser builds
 * its first number format from its locale data, 112 ms of main thread at 4× CPU while 'Meine
 * Flashcards' first renders (bench:main-thread).
 */
export function megabytes(bytes: number): string {
  const [whole = '0', tenth = '0'] = (bytes / 1_000_000).toFixed(1).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${tenth}`;
}

/** What the budget needs to know of a kept stack. */
export interface Belegt {
  stapelId: number;
  bytes: number;
  geoeffnetAm: number;
  zugewiesen: boolean;
}

export type PlatzEntscheidung = { behalten: true; entfernen: number[] } | { behalten: false };

/**
 * Room for `neu` (which replaces an older copy of the same stack): the stacks to drop for it, those
 * opened longest ago first and assigned ones last. A stack that would not fit even alone is not kept,
 * and then nothing is dropped for it.
 */
export function platzSchaffen(
  vorhanden: readonly Belegt[],
  neu: Belegt,
  budget: number = BUDGET_BYTES,
): PlatzEntscheidung {
  if (neu.bytes > budget) return { behalten: false };
  const andere = vorhanden.filter((eintrag) => eintrag.stapelId !== neu.stapelId);
  let belegt = andere.reduce((summe, eintrag) => summe + eintrag.bytes, 0) + neu.bytes;
  const reihenfolge = [...andere].sort(
    (a, b) => Number(a.zugewiesen) - Number(b.zugewiesen) || a.geoeffnetAm - b.geoeffnetAm,
  );
  const entfernen: number[] = [];
  for (const eintrag of reihenfolge) {
    if (belegt <= budget) break;
    entfernen.push(eintrag.stapelId);
    belegt -= eintrag.bytes;
  }
  return { behalten: true, entfernen };
}

/** Stacks no longer kept: opened more than BEHALTEN_TAGE ago and not (or no longer) assigned. */
export function abgelaufen(vorhanden: readonly Belegt[], jetzt: number): number[] {
  const grenze = jetzt - BEHALTEN_TAGE * TAG_MS;
  return vorhanden
    .filter((eintrag) => !eintrag.zugewiesen && eintrag.geoeffnetAm < grenze)
    .map((eintrag) => eintrag.stapelId);
}
