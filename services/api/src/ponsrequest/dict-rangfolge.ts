import type { Uebersetzung } from '@lernstapel/contracts';
import type { DictBedeutung, DictWort } from './dict-eintrag';

/** A word's place in a frequency list of the translation's language (0 = most frequent); unknown: undefined. */
export type Haeufigkeit = (wort: string) => number | undefined;

/** A sense found in one of the pair's dictionaries, with the frequency list of its target language. */
export interface GefundeneBedeutung {
  bedeutung: DictBedeutung;
  haeufigkeit: Haeufigkeit;
}

/** Articles, 'to' and 'sich' do not count when a translation is looked up in a frequency list. */
const BEGLEITWORT = /^(to|the|a|an|der|die|das|ein|eine|sich|le|la|les|l'|un|une|se)\s+/i;

/** The word a frequency list knows: lower case, without article, 'to' or 'sich'; null for a phrase. */
export function kernwort(text: string): string | null {
  const ohne = text.trim().replace(BEGLEITWORT, '').toLowerCase();
  return /^[\p{L}'-]+$/u.test(ohne) ? ohne : null;
}

function rang(wort: DictWort, haeufigkeit: Haeufigkeit): number {
  const kern = kernwort(wort.text);
  if (kern === null) return Number.POSITIVE_INFINITY;
  return haeufigkeit(kern) ?? Number.MAX_SAFE_INTEGER;
}

/** Single words before phrases, unlabelled before labelled, frequent before rare; else the dictionary's order. */
function woerterGeordnet(woerter: readonly DictWort[], haeufigkeit: Haeufigkeit): DictWort[] {
  return woerter
    .map((wort, index) => ({ wort, index, rang: rang(wort, haeufigkeit) }))
    .sort((a, b) => Number(a.wort.markiert) - Number(b.wort.markiert) || a.rang - b.rang || a.index - b.index)
    .map((eintrag) => eintrag.wort);
}

/**
 * A sense's rank: its best translation's frequency rank, divided by the dictionary's examples and the
 * headword's further senses plus one — both mark the central sense, each one counting as that much
 * more frequent.
 */
export function rangMitBelegen(rang: number, belege: number): number {
  return rang / (1 + belege);
}

/** 0: the headword as typed; 1: the same but for upper/lower case; 2: another word. */
function kopfNaehe(kopf: string, anfrage: string): number {
  // Ding adds abbreviations and principal parts in brackets: 'Familie (Fam.)', 'write (wrote, written)'.
  const wort = kopf.replace(/\s*\([^)]*\)/g, '').trim();
  if (wort === anfrage) return 0;
  return wort.toLocaleLowerCase() === anfrage.toLocaleLowerCase() ? 1 : 2;
}

/**
 * The everyday sense first (issue 25): senses whose headword is the word as typed, then those whose
 * best translation is a single word, then the more frequent best translation, then the everyday sense
 * before a special one ([techn.], notes), then the dictionaries' order. Within a sense the same order
 * holds for its translations. Each sense's examples follow all senses.
 */
export function rangiert(anfrage: string, gefunden: readonly GefundeneBedeutung[]): Uebersetzung[] {
  const text = anfrage.trim();
  const bewertet = gefunden.map(({ bedeutung, haeufigkeit }, index) => {
    const woerter = woerterGeordnet(bedeutung.woerter, haeufigkeit);
    return {
      bedeutung,
      woerter,
      index,
      naehe: kopfNaehe(bedeutung.kopf, text),
      rang: rangMitBelegen(
        woerter[0] ? rang(woerter[0], haeufigkeit) : Number.POSITIVE_INFINITY,
        bedeutung.beispiele.length + bedeutung.nebenbedeutungen,
      ),
    };
  });
  bewertet.sort(
    (a, b) =>
      a.naehe - b.naehe ||
      Number(a.rang === Number.POSITIVE_INFINITY) - Number(b.rang === Number.POSITIVE_INFINITY) ||
      Number(a.bedeutung.fachlich) - Number(b.bedeutung.fachlich) ||
      Number(a.bedeutung.mehrzahl) - Number(b.bedeutung.mehrzahl) ||
      a.rang - b.rang ||
      a.index - b.index,
  );
  return [
    ...bewertet.map(({ bedeutung, woerter }) => ({
      source: bedeutung.kopf,
      target: woerter.map((wort) => wort.text).join(', '),
    })),
    ...bewertet.flatMap(({ bedeutung }) => bedeutung.beispiele),
  ];
}
