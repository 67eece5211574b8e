import type { Karte, KarteSpeichernRequest } from '@lernstapel/contracts';
import { answerModeOf, type AnswerMode } from '@lernstapel/rules';

/** Fields a save never changes (KarteSpeichernRequest): who wrote it, where it lives, marks, box. */
const GESCHUETZT = [
  'id',
  'unterrichtsmodule_id',
  'autor_id',
  'autor',
  'korrekturmarkierung',
  'notizen',
  'stapelfach_nr',
] as const;

/**
 * The card a save request asks for: the stored card (or a new card's defaults) `basis` with the
 * request's card fields over it, except the protected ones; and the answer mode (the request's, else
 * the one the flags give).
 */
export function angefragteKarte(
  basis: Karte,
  anfrage: KarteSpeichernRequest,
): { karte: Karte; modus: AnswerMode } {
  const { modus, ...felder } = anfrage;
  const karte: Karte = { ...basis };
  for (const [name, wert] of Object.entries(felder)) {
    if (wert !== undefined && name in basis && !(GESCHUETZT as readonly string[]).includes(name)) {
      (karte as Record<string, unknown>)[name] = wert;
    }
  }
  return { karte, modus: modus ?? answerModeOf(karte) };
}
