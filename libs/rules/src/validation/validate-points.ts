import type { TextKey } from '@lernstapel/texts';

/** 02 §5: exam points per part and per pupil part are numbers of at least 0. */
export function validatePoints(punkte: number): TextKey[] {
  return Number.isFinite(punkte) && punkte >= 0 ? [] : ['validierung.punkteUngueltig'];
}
