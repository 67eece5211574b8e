import type { FaelligeKarten } from '@lernstapel/contracts';
import type { StapelZeile } from './stapel-zeile';

/**
 * The own stacks with their due count from GET unterrichtsmodulteile/quiz/faellig; a stack the
 * answer does not name has none due. Without an answer, or in 'Drei Fächer', the rows stay as they are.
 */
export function mitFaelligkeit(
  stapel: readonly StapelZeile[],
  faellig: FaelligeKarten | undefined,
): StapelZeile[] {
  if (!faellig || faellig.lernmodus !== 'intelligent') return [...stapel];
  const anzahlen = new Map(faellig.stapel.map((eintrag) => [eintrag.unterrichtsmodul_id, eintrag.anzahl]));
  return stapel.map((item) => ({ ...item, faellig: anzahlen.get(item.id) ?? 0 }));
}
