/**
 * A pupil's answer to exam part `pruefungsteil_id` that nobody has typed yet: every field of contracts'
 * PruefungsAntwort empty. (rules cannot name that type, contracts' types use rules; each caller's
 * PruefungsAntwort checks that no field is missing.)
 */
export function leerePruefungsAntwort(pruefungsteil_id: number) {
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
