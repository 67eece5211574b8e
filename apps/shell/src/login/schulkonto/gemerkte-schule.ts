import { isSchulkuerzel } from '@lernstapel/rules';

/** Issue 28: returning users go straight to their school's provider; this browser keeps the short code. */
const SCHLUESSEL = 'lernstapel.schulkonto.kuerzel';

export function gemerkteSchule(): string | null {
  try {
    const kuerzel = window.localStorage.getItem(SCHLUESSEL);
    return kuerzel && isSchulkuerzel(kuerzel) ? kuerzel : null;
  } catch {
    return null; // storage blocked: the user types the code again
  }
}

export function schuleMerken(kuerzel: string): void {
  try {
    window.localStorage.setItem(SCHLUESSEL, kuerzel);
  } catch {
    // storage blocked: nothing remembered
  }
}
