import type { KonjugForm } from '@lernstapel/rules';
import type { PruefungsAntwort } from '@lernstapel/contracts';
import type { TextKey } from '@lernstapel/texts';

/** An answer nobody typed yet for part `pruefungsteilId`. */
export function leereAntwort(pruefungsteilId: number): PruefungsAntwort {
  return {
    pruefungsteil_id: pruefungsteilId,
    antwort1: null,
    antwort2: null,
    antwort3: null,
    antwort4: null,
    antwort5: null,
    wahroderfalsch: null,
    konjug_ich: null,
    konjug_du: null,
    konjug_ersiees: null,
    konjug_wir: null,
    konjug_ihr: null,
    konjug_sie: null,
    beschriftungen: null,
  };
}

/** Only the answer fields of `teil` (a graded part carries points and comments the API does not take back). */
export function nurAntwort(teil: PruefungsAntwort): PruefungsAntwort {
  const { pruefungsteil_id, antwort1, antwort2, antwort3, antwort4, antwort5, wahroderfalsch } = teil;
  const { konjug_ich, konjug_du, konjug_ersiees, konjug_wir, konjug_ihr, konjug_sie, beschriftungen } = teil;
  return {
    pruefungsteil_id,
    antwort1,
    antwort2,
    antwort3,
    antwort4,
    antwort5,
    wahroderfalsch,
    konjug_ich,
    konjug_du,
    konjug_ersiees,
    konjug_wir,
    konjug_ihr,
    konjug_sie,
    beschriftungen,
  };
}

/** The six person rows of a conjugation (02 §9) with their German labels. */
export const KONJUG_ZEILEN: readonly [KonjugForm, TextKey][] = [
  ['konjug_ich', 'karten.konjugIch'],
  ['konjug_du', 'karten.konjugDu'],
  ['konjug_ersiees', 'karten.konjugErsiees'],
  ['konjug_wir', 'karten.konjugWir'],
  ['konjug_ihr', 'karten.konjugIhr'],
  ['konjug_sie', 'karten.konjugSie'],
];

/** A multiple-choice answer slot: antwort1..antwort5, '1' when ticked. */
export type AntwortSlot = 'antwort1' | 'antwort2' | 'antwort3' | 'antwort4' | 'antwort5';
export const antwortSlot = (index: number): AntwortSlot => `antwort${index + 1}` as AntwortSlot;
