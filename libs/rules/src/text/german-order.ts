// Made on first use, not when a page's code loads: a page's first collator loads the language's
// collation data (issue 27: about 12 ms of a phone's main thread), which a list of one title never needs.
let collator: Intl.Collator | undefined;

/**
 * German order of two texts, the same in every browser, in Node and on SQLite and MySQL (whose
 * collations differ): case-insensitive, umlauts beside their base letter, "Stapel 2" before "Stapel 10".
 */
export function compareGerman(a: string, b: string): number {
  collator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** The items sorted by a text of theirs in German order (01 §9: lists by title); a new array. */
export function sortByGerman<T>(items: readonly T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareGerman(text(a), text(b)));
}
