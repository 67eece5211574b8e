import type { QuizKarte, QuizStapel } from '@lernstapel/contracts';
import { ANSWER_NUMBERS } from '@lernstapel/rules';

/** An image or a sound of a card, as kept on the device (bytes, so that it clones everywhere). */
export interface Medium {
  url: string;
  typ: string;
  bytes: ArrayBuffer;
}

/** The fields of a card that name an image or a sound (02 §3: question, answer, answer images, audio). */
function medienFelder(karte: QuizKarte): string[] {
  return [
    karte.frage_videobild_url,
    karte.antwort_videobild_url,
    ...ANSWER_NUMBERS.map((n) => karte[`antwort${n}_imageurl`]),
  ];
}

/**
 * The images and sounds of the stack that come from the own server (uploads, copied images of other
 * websites, synthesised pronunciations). A sound of another pronunciation site is not fetched: the
 * browser may not read it (no CORS), it plays only with a network.
 */
export function medienUrls(quiz: QuizStapel, origin: string): string[] {
  const urls = new Set<string>();
  for (const karte of quiz.karten) {
    for (const feld of medienFelder(karte)) {
      if (!feld) continue;
      try {
        if (new URL(feld, origin).origin === origin) urls.add(feld);
      } catch {
        // not an address: nothing to keep
      }
    }
  }
  return [...urls];
}

/** Fetches what is not kept yet; a file that cannot be fetched is left out (the card shows without it). */
export async function medienLaden(urls: readonly string[]): Promise<Medium[]> {
  const geladen = await Promise.all(
    urls.map(async (url): Promise<Medium | null> => {
      try {
        const antwort = await fetch(url, { credentials: 'same-origin' });
        if (!antwort.ok) return null;
        return { url, typ: antwort.headers.get('Content-Type') ?? '', bytes: await antwort.arrayBuffer() };
      } catch {
        return null;
      }
    }),
  );
  return geladen.filter((medium): medium is Medium => medium !== null);
}

/** The stack with each kept file's address replaced by an object URL of its bytes (shown offline). */
export function mitGeraeteMedien(
  quiz: QuizStapel,
  medien: readonly Medium[],
): { quiz: QuizStapel; freigeben: () => void } {
  const adressen = new Map(
    medien.map((medium) => [medium.url, URL.createObjectURL(new Blob([medium.bytes], { type: medium.typ }))]),
  );
  const ersetzen = (url: string) => adressen.get(url) ?? url;
  const karten = quiz.karten.map((karte) => {
    const kopie: QuizKarte = {
      ...karte,
      frage_videobild_url: ersetzen(karte.frage_videobild_url),
      antwort_videobild_url: ersetzen(karte.antwort_videobild_url),
    };
    for (const n of ANSWER_NUMBERS) kopie[`antwort${n}_imageurl`] = ersetzen(karte[`antwort${n}_imageurl`]);
    return kopie;
  });
  return {
    quiz: { ...quiz, karten },
    freigeben: () => {
      for (const adresse of adressen.values()) URL.revokeObjectURL(adresse);
    },
  };
}
