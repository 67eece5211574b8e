const COLLATOR = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * Sorts by a text the same way on SQLite and MySQL (their collations differ), German rules:
 * case-insensitive, umlauts beside their base letter, "Stapel 2" before "Stapel 10".
 */
export function sortByGerman<T>(items: readonly T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => COLLATOR.compare(text(a), text(b)));
}
