import type { TextKey } from '@lernstapel/texts';
import { isBlank } from './is-blank';

/** 'YYYY-MM-DD' when `value` is exactly a real calendar date in that form (2026-02-30 is not), else null. */
export function isoDateOrNull(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [jahr, monat, tag] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const datum = new Date(Date.UTC(jahr, monat - 1, tag));
  const echt =
    datum.getUTCFullYear() === jahr && datum.getUTCMonth() === monat - 1 && datum.getUTCDate() === tag;
  return echt ? value : null;
}

/** 02 §2 vorbereiten: a title and a real date; the message per field, none when the exam may be saved. */
export function validateExam(input: { titel: string; datum: string }): { titel?: TextKey; datum?: TextKey } {
  return {
    ...(isBlank(input.titel) ? { titel: 'pruefungen.titelLeer' as const } : {}),
    ...(isoDateOrNull(input.datum) === null ? { datum: 'pruefungen.datumUngueltig' as const } : {}),
  };
}
