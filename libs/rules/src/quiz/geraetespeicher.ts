/**
 * Issue 27: what the browser keeps on the device for learning offline. One place for the cards
 * remote's device store (apps/cards/src/geraetespeicher/platz.ts) and the privacy text that states it.
 */

/** How much the kept stacks of one user may take on the device (cards, images, audio). */
export const GERAETESPEICHER_BUDGET_BYTES = 50_000_000;

/** A stack opened and not assigned stays this many days after it was last opened. */
export const GERAETESPEICHER_TAGE = 14;

/** The user's queue of quiz answers not yet sent (localStorage, one key per user id). */
export function lernwarteschlangeSchluessel(benutzerId: number): string {
  return `lernstapel.lernwarteschlange.${benutzerId}`;
}
