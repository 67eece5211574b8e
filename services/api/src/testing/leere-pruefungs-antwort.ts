import type { PruefungsAntwort } from '@lernstapel/contracts';

/** A pupil's answer to exam part `pruefungsteil_id` with every field empty; tests fill in what they need. */
export function leereAntwort(pruefungsteil_id: number): PruefungsAntwort {
  return {
    pruefungsteil_id,
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
