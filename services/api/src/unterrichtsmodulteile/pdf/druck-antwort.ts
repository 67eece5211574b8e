import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, antwortZeilen, htmlZuText } from '@lernstapel/rules';

/** The printed question: with the verb and tense of a conjugation card. */
export function druckFrage(karte: Karte): string {
  const frage = htmlZuText(karte.frage);
  if (answerModeOf(karte) !== ANSWER_MODE.KONJUGATION) return frage;
  return [frage, `${karte.konjug_verb} (${karte.konjug_zeitform})`].filter(Boolean).join('\n');
}

/** The printed answer of each of the seven modes (02 §4), one item per line. */
export function druckAntwort(karte: Karte): string {
  return antwortZeilen(karte, { mitPersonen: true }).map(htmlZuText).filter(Boolean).join('\n');
}
