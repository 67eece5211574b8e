/** At most this many similar headwords are looked up when the word itself is missing. */
export const MAX_AEHNLICHE = 3;

/**
 * The similar headwords worth offering for a word no dictionary has: only those that begin the word
 * or begin with it — an inflected or mistyped form (chiens → chien, Katzee → katze), not a
 * neighbour in spelling only (Mäppchen → Häppchen) — without the word itself and without repeats
 * (either case), in the dictionaries' order.
 */
export function aehnlicheAuswahl(anfrage: string, kandidaten: readonly string[]): string[] {
  const klein = anfrage.trim().toLocaleLowerCase();
  const gesehen = new Set<string>([klein]);
  return kandidaten
    .filter((kandidat) => {
      const wort = kandidat.toLocaleLowerCase();
      if (gesehen.has(wort) || !(klein.startsWith(wort) || wort.startsWith(klein))) return false;
      gesehen.add(wort);
      return true;
    })
    .slice(0, MAX_AEHNLICHE);
}
