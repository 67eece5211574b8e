import type { StapelListItem } from '@lernstapel/contracts';
import { compareGerman } from '@lernstapel/rules';

/** 01 §2: the flashcards page sorts by Titel (default, 01 §9), Kategorie, Datum or Thema. */
export const STAPEL_SORTIERUNGEN = ['titel', 'kategorie', 'datum', 'thema'] as const;
export type StapelSortierung = (typeof STAPEL_SORTIERUNGEN)[number];

export function isStapelSortierung(value: string | null): value is StapelSortierung {
  return (STAPEL_SORTIERUNGEN as readonly (string | null)[]).includes(value);
}

type Sortierbar = Pick<StapelListItem, 'id' | 'bezeichnung' | 'kategorie' | 'thema' | 'datum'>;

const byTitel = (a: Sortierbar, b: Sortierbar) => compareGerman(a.bezeichnung, b.bezeichnung) || a.id - b.id;

const VERGLEICH: Record<StapelSortierung, (a: Sortierbar, b: Sortierbar) => number> = {
  titel: byTitel,
  // Stacks without a category or topic come last; within one, by title.
  kategorie: (a, b) => compareOptional(a.kategorie, b.kategorie) || byTitel(a, b),
  thema: (a, b) => compareOptional(a.thema, b.thema) || byTitel(a, b),
  // Newest first: the stack made last is the one looked for most.
  datum: (a, b) => b.datum.localeCompare(a.datum) || byTitel(a, b),
};

function compareOptional(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareGerman(a, b);
}

/** The stacks in the chosen order (German collation for texts); a new array. */
export function sortStapel<T extends Sortierbar>(
  stapel: readonly T[],
  nach: StapelSortierung = 'titel',
): T[] {
  return [...stapel].sort(VERGLEICH[nach]);
}
