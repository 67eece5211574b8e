import type { QuizStapel } from '@lernstapel/contracts';
import { behalten, vorhandeneMedien, type BehaltenOptionen } from './geraete-speicher';
import { medienLaden, medienUrls } from './medien';

/** Tells the page's views of the device store that it changed (the list, the numbers). */
const geaendert = new EventTarget();

export function beiAenderung(melden: () => void): () => void {
  geaendert.addEventListener('geaendert', melden);
  return () => geaendert.removeEventListener('geaendert', melden);
}

export function aenderungMelden(): void {
  geaendert.dispatchEvent(new Event('geaendert'));
}

/** This browser can keep stacks (IndexedDB; not in every private window). */
export function geraetKannSpeichern(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * Keeps the quiz as the server answered it, with its own-server images and sounds (those already on
 * the device are not fetched again). A device that cannot store (full, private window) only loses
 * the offline copy: the online quiz goes on.
 */
export async function aufGeraetBehalten(
  benutzerId: number,
  quiz: QuizStapel,
  optionen: BehaltenOptionen = {},
): Promise<void> {
  if (!geraetKannSpeichern()) return;
  try {
    const urls = medienUrls(quiz, window.location.origin);
    const vorhanden = await vorhandeneMedien(benutzerId, urls);
    const bekannt = new Set(vorhanden.map((medium) => medium.url));
    const neu = await medienLaden(urls.filter((url) => !bekannt.has(url)));
    await behalten(benutzerId, quiz, [...vorhanden, ...neu], optionen);
    aenderungMelden();
  } catch (error: unknown) {
    console.error('The stack could not be kept on the device.', error);
  }
}
