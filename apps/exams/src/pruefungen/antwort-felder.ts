import { KONJUG_FORMEN, KONJUG_PERSONEN, type KonjugForm } from '@lernstapel/rules';
import type { PruefungsAntwort } from '@lernstapel/contracts';
import type { TextKey } from '@lernstapel/texts';

export { leerePruefungsAntwort as leereAntwort } from '@lernstapel/rules';

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
export const KONJUG_ZEILEN: readonly [KonjugForm, TextKey][] = KONJUG_FORMEN.map((form) => [
  form,
  KONJUG_PERSONEN[form],
]);

/** A multiple-choice answer slot: antwort1..antwort5, '1' when ticked. */
export type AntwortSlot = 'antwort1' | 'antwort2' | 'antwort3' | 'antwort4' | 'antwort5';
export const antwortSlot = (index: number): AntwortSlot => `antwort${index + 1}` as AntwortSlot;
