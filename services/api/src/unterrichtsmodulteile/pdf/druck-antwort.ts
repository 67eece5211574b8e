import type { Karte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  correctAnswerTexts,
  KONJUG_FORMEN,
  labelText,
  usedLabelNumbers,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

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

const KONJUG_PERSONEN = ['ich', 'du', 'er/sie/es', 'wir', 'ihr', 'sie'] as const;

/** The printed question: with the verb and tense of a conjugation card. */
export function druckFrage(karte: Karte): string {
  const frage = ohneHtml(karte.frage);
  if (answerModeOf(karte) !== ANSWER_MODE.KONJUGATION) return frage;
  return [frage, `${karte.konjug_verb} (${karte.konjug_zeitform})`].filter(Boolean).join('\n');
}

/** The printed answer of each of the seven modes (02 §4), one item per line. */
export function druckAntwort(karte: Karte): string {
  switch (answerModeOf(karte)) {
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return t(karte.wahroderfalsch === 1 ? 'karten.wahr' : 'karten.falsch');
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return correctAnswerTexts(karte).map(ohneHtml).filter(Boolean).join('\n');
    case ANSWER_MODE.KONJUGATION:
      return KONJUG_FORMEN.map((form, i) => `${KONJUG_PERSONEN[i]} ${karte[form]}`.trim()).join('\n');
    case ANSWER_MODE.BESCHRIFTUNG:
      return usedLabelNumbers(karte)
        .map((n) => `${n}: ${labelText(karte, n).trim()}`)
        .join('\n');
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
    case ANSWER_MODE.VOKABELAUDIO:
      return ohneHtml(karte.antwort1);
  }
}
