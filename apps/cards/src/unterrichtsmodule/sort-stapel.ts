import type { StapelListItem } from '@lernstapel/contracts';

const COLLATOR = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** 01 §9: stacks are sorted by title by default (German collation, case-insensitive). */
export function sortStapelByTitel(stapel: readonly StapelListItem[]): StapelListItem[] {
  return [...stapel].sort((a, b) => COLLATOR.compare(a.bezeichnung, b.bezeichnung) || a.id - b.id);
}
