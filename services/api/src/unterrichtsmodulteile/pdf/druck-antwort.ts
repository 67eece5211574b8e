import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, antwortZeilen } from '@lernstapel/rules';

/** Stored card HTML (02 §8) as the plain text a printout shows. */
export function ohneHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The printed question: with the verb and tense of a conjugation card. */
export function druckFrage(karte: Karte): string {
  const frage = ohneHtml(karte.frage);
  if (answerModeOf(karte) !== ANSWER_MODE.KONJUGATION) return frage;
  return [frage, `${karte.konjug_verb} (${karte.konjug_zeitform})`].filter(Boolean).join('\n');
}

/** The printed answer of each of the seven modes (02 §4), one item per line. */
export function druckAntwort(karte: Karte): string {
  return antwortZeilen(karte, { mitPersonen: true }).map(ohneHtml).filter(Boolean).join('\n');
}
