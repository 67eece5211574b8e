/** A confirmation a page hands to the next one in the history state (after a copy, a review step). */
export interface MeldungState {
  meldung: string;
}

export function meldungAus(state: unknown): string | null {
  const meldung = (state as Partial<MeldungState> | null)?.meldung;
  return typeof meldung === 'string' ? meldung : null;
}
