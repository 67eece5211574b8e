import type { GeteilterStapelItem, StapelListItem } from '@lernstapel/contracts';
import { eigeneKopie } from '../aufgaben/QuizStarten';

export interface AufgabenAuswahl {
  /** the stacks the user is assigned (the own copy where the user made one): kept as assigned */
  zugewiesen: ReadonlySet<number>;
  /** the ones of them to load now: an exam or race in progress locks the others (423 until it ends) */
  laden: readonly number[];
}

/**
 * Issue 27: which assigned stacks the device store keeps, and which of them it asks the server for.
 * The own copy is learnt as 'Quiz starten' of the Aufgaben page learns it; a locked stack (issue 22 §1)
 * stays assigned but is not asked for.
 */
export function aufgabenAuswahl(
  briefkasten: readonly GeteilterStapelItem[],
  eigene: readonly StapelListItem[],
): AufgabenAuswahl {
  const aufgaben = briefkasten
    .filter((eintrag) => eintrag.ist_aufgabe)
    .map((aufgabe) => ({
      id: eigeneKopie(eigene, aufgabe.unterrichtsmodule_id)?.id ?? aufgabe.unterrichtsmodule_id,
      gesperrt: aufgabe.gesperrt,
    }));
  return {
    zugewiesen: new Set(aufgaben.map((aufgabe) => aufgabe.id)),
    laden: aufgaben.filter((aufgabe) => !aufgabe.gesperrt).map((aufgabe) => aufgabe.id),
  };
}
