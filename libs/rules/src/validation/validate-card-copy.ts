import type { TextKey } from '@lernstapel/texts';

/** 02 §2, §5 copy cards: into another own stack, so one must be chosen and it is not the cards' own. */
export function validateCardCopyTarget(zielStapelId: number | null, eigenerStapelId: number): TextKey[] {
  if (zielStapelId === null || !(zielStapelId > 0) || zielStapelId === eigenerStapelId) {
    return ['validierung.zielstapelFehlt'];
  }
  return [];
}
