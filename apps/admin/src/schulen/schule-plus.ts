/** 01 §2: from this many schools on, 'Schule +' is shown at the bottom of the table too. */
export const SCHULE_PLUS_UNTEN_AB = 10;

/** 01 §2: 'Schule +' is always at the top; with 10 or more schools also at the bottom. */
export function hasSchulePlusAtBottom(anzahlSchulen: number): boolean {
  return anzahlSchulen >= SCHULE_PLUS_UNTEN_AB;
}
