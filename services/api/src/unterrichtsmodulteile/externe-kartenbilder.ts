import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, ANSWER_NUMBERS, type AnswerMode } from '@lernstapel/rules';

/** The card fields that hold an image address (the question's also an audio one for vocabulary audio). */
export const BILD_FELDER = [
  'frage_videobild_url',
  'antwort_videobild_url',
  ...ANSWER_NUMBERS.map((n) => `antwort${n}_imageurl` as const),
] as const;

export const istExtern = (adresse: string): boolean => /^https?:\/\//i.test(adresse.trim());

/**
 * Issue 29 §3: every image address of the saved card that points to another website and is new (not
 * the stored value) is replaced by the server's own copy (`uebernehmen`); the same address once.
 * A vocabulary-audio card's question address is audio, not an image: it is kept.
 */
export async function kartenbilderUebernehmen(
  karte: Karte,
  basis: Karte,
  modus: AnswerMode,
  uebernehmen: (adresse: string) => Promise<string>,
): Promise<Karte> {
  const ergebnis: Karte = { ...karte };
  const kopien = new Map<string, string>();
  for (const feld of BILD_FELDER) {
    if (feld === 'frage_videobild_url' && modus === ANSWER_MODE.VOKABELAUDIO) continue;
    const adresse = ergebnis[feld];
    if (!adresse || !istExtern(adresse) || adresse === basis[feld]) continue;
    const kopie = kopien.get(adresse) ?? (await uebernehmen(adresse));
    kopien.set(adresse, kopie);
    ergebnis[feld] = kopie;
  }
  return ergebnis;
}
