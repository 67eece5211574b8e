import { LABEL_DEFAULT_X } from './empty-card';
import type { CardFields, LabelNumber } from './card-fields';

/** 02 §9: the labelled image is 700 px wide, its markers 62 px. */
export const BILD_BREITE = 700;
export const MARKER_GROESSE = 62;

/** 02 §4: the arrow direction cycles 1 to 9, then returns to 1. */
export function naechstePfeilrichtung(richtung: number): number {
  return richtung >= 9 || richtung < 1 ? 1 : richtung + 1;
}

/**
 * Label `n` set to `text`; clearing it (only blanks left) puts its marker back to its default
 * position (02 §4) with arrow 1.
 */
export function mitBeschriftung(card: CardFields, n: LabelNumber, text: string): CardFields {
  const next: CardFields = { ...card, [`beschriftung_${n}`]: text };
  if (text.trim() === '') {
    next[`beschriftung_${n}_x`] = LABEL_DEFAULT_X[n];
    next[`beschriftung_${n}_y`] = 0;
    next[`beschriftung_${n}_pfeil`] = 1;
  }
  return next;
}

/** A marker position kept on the image: never negative, never past its right edge. */
export function markerPosition(x: number, y: number): { x: number; y: number } {
  return {
    x: Math.round(Math.min(Math.max(x, 0), BILD_BREITE - MARKER_GROESSE)),
    y: Math.round(Math.max(y, 0)),
  };
}
