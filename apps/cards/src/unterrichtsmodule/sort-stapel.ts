import type { StapelListItem } from '@lernstapel/contracts';
import { compareGerman } from '@lernstapel/rules';

/** 01 §9: stacks are sorted by title by default (German collation, case-insensitive). */
export function sortStapelByTitel(stapel: readonly StapelListItem[]): StapelListItem[] {
  return [...stapel].sort((a, b) => compareGerman(a.bezeichnung, b.bezeichnung) || a.id - b.id);
}
