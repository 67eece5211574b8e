import type { CardAnswer, KonjugFormen, LabelNumbers, LabelTexts } from '@lernstapel/rules';
import { KONJUG_FORMEN, LABEL_NUMBERS } from '@lernstapel/rules';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function labelTexts(value: unknown): LabelTexts {
  const raw = record(value);
  return Object.fromEntries(LABEL_NUMBERS.map((n) => [n, text(raw[n])]));
}

function labelNumbers(value: unknown): LabelNumbers {
  const raw = record(value);
  return Object.fromEntries(
    LABEL_NUMBERS.flatMap((n) => (typeof raw[n] === 'number' ? [[n, raw[n] as number]] : [])),
  );
}

/**
 * A player's answer as sent (any JSON) → a well-formed CardAnswer, or null for an unknown kind.
 * Missing or mistyped parts become empty, so a malformed answer is simply wrong, never a 500.
 * The shown label numbers are the server's own (`shuffled`), never the client's.
 */
export function readAnswer(raw: unknown, shuffled: LabelNumbers): CardAnswer | null {
  const antwort = record(raw);
  switch (antwort['kind']) {
    case 'selbstkontrolle':
      return { kind: 'selbstkontrolle', known: antwort['known'] === true };
    case 'schriftlich':
      return { kind: 'schriftlich', text: text(antwort['text']) };
    case 'vokabelaudio':
      return { kind: 'vokabelaudio', text: text(antwort['text']) };
    case 'multipleChoice': {
      const chosen = Array.isArray(antwort['chosen']) ? antwort['chosen'] : [];
      return { kind: 'multipleChoice', chosen: chosen.filter((n): n is number => typeof n === 'number') };
    }
    case 'wahrOderFalsch':
      return { kind: 'wahrOderFalsch', wahr: antwort['wahr'] === true };
    case 'konjugation': {
      const formen = record(antwort['formen']);
      return {
        kind: 'konjugation',
        formen: Object.fromEntries(KONJUG_FORMEN.map((form) => [form, text(formen[form])])) as KonjugFormen,
      };
    }
    case 'beschriftungText':
      return { kind: 'beschriftungText', texts: labelTexts(antwort['texts']) };
    case 'beschriftungNummer':
      return { kind: 'beschriftungNummer', numbers: labelNumbers(antwort['numbers']), shuffled };
    default:
      return null;
  }
}
