import type { Uebersetzung } from '@lernstapel/contracts';
import type { UebersetzungsSprache } from '@lernstapel/rules';

/** DEVIATIONS 8: a translation service (chosen by configuration). */
export interface UebersetzungsAdapter {
  /** Named in the answer and in the German 'not reachable' message. */
  readonly name: string;
  /** Hits for `text` in either direction of the language pair; throws when the service is unreachable. */
  uebersetzen(sprache: UebersetzungsSprache, text: string): Promise<Uebersetzung[]>;
  /**
   * Issue 25, for a word without hits: the hits of similar headwords in either direction and those
   * words (the dictd adapter; PONS answers with its own suggestions already). null: no dictionary
   * serves the language pair at all.
   */
  aehnliche?(sprache: UebersetzungsSprache, text: string): Promise<AehnlicheTreffer | null>;
  /**
   * Issue 25, for a word without hits: the headwords of the reverse dictionary that have the word among
   * their translations (woerter) and their hits. null: no reverse dictionary on this machine.
   */
  umgekehrt?(sprache: UebersetzungsSprache, text: string): Promise<AehnlicheTreffer | null>;
}

export interface AehnlicheTreffer {
  woerter: string[];
  treffer: Uebersetzung[];
}

export const UEBERSETZUNGS_ADAPTER = Symbol('UEBERSETZUNGS_ADAPTER');

/** Most hits one answer lists. */
export const MAX_TREFFER = 30;

/** Hits without repeats, at most MAX_TREFFER. */
export function ohneDoppelte(treffer: readonly Uebersetzung[]): Uebersetzung[] {
  const gesehen = new Set<string>();
  return treffer
    .filter((eintrag) => {
      const schluessel = `${eintrag.source}\n${eintrag.target}`;
      if (gesehen.has(schluessel)) return false;
      gesehen.add(schluessel);
      return true;
    })
    .slice(0, MAX_TREFFER);
}
