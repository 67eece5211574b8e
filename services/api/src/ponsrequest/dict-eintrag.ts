import type { Uebersetzung } from '@lernstapel/contracts';

/** Grammar tags <n, neut>, pronunciations /haʊ̯s/, subject labels [adm.] and cross-references {x}. */
export function bereinigt(text: string): string {
  return text
    .replace(/\/[^/\n]*\//g, '')
    .replace(/<[^>\n]*>/g, '')
    .replace(/\[[^\]\n]*\]/g, '')
    .replace(/^\s*\d+\.\s*/, '')
    .replace(/\s+\d+\.\s*$/, '')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** One sense of a dictionary entry: its headword, its translations in the dictionary's order, its examples. */
export interface DictBedeutung {
  kopf: string;
  woerter: DictWort[];
  beispiele: Uebersetzung[];
  /** A subject label other than the everyday ones ([techn.], [adm.]…) or a usage note: a special sense. */
  fachlich: boolean;
  /** A plural entry (Ding: 'Zimmer <pl>' → rooms). */
  mehrzahl: boolean;
  /** The other senses in the same definition (WikDict numbers several; Ding gives one). */
  nebenbedeutungen: number;
}

export interface DictWort {
  text: string;
  /** A regional or register label on this translation alone ([Ös.], [ugs.]…). */
  markiert: boolean;
}

const EXAMPLE = /^"(.+)"\s+-\s+(.+)$/;
/** Subject and usage labels are abbreviations ([techn.], [Br.]); words in brackets ([school], [ein Tier]) are not. */
const ABKUERZUNG = /^\[[\p{L} ]+\.\]$/u;
/** Labels that leave a sense an everyday one: animals, plants, food, family and people (Ding's [soc.]). */
const ALLTAGS_LABEL = /^\[(zool|bot|cook|soc)\.\]$/iu;
/** Region and register: on one translation they put it after the others, before a whole sense they mark it. */
const REGION_LABEL =
  /^\[(Br|Am|Ös|Schw|Dt|Süddt|Norddt|BE|AE|Sc|Austr|Can|Ir|coll|ugs|fig|übtr|slang|obs|veraltet)\.\]$/iu;
const LABEL = /\[[^\]\n]*\]/g;
/** A translation line of WikDict's numbered senses: "1. Katze, Kater", "Klasse 2.", the first line. */
const NUMMERIERT = /^\d+\.\s+\S/;
const NUMMER_AM_ENDE = /\s\d+\.$/;
const NUR_NUMMER = /^\d+\.$/;
const METADATEN = /^(Note|Notes|Synonyms?|see|Siehe):/i;

/** Translations separated by ',' or ';' outside <…>, […] and (…). */
function woerterAus(zeile: string): DictWort[] {
  const teile: string[] = [];
  let tiefe = 0;
  let aktuell = '';
  for (const zeichen of zeile) {
    if ('<[('.includes(zeichen)) tiefe += 1;
    if ('>])'.includes(zeichen)) tiefe = Math.max(0, tiefe - 1);
    if (tiefe === 0 && (zeichen === ',' || zeichen === ';')) {
      teile.push(aktuell);
      aktuell = '';
    } else aktuell += zeichen;
  }
  teile.push(aktuell);
  return teile
    .map((teil) => ({
      // Ding glues abbreviations to the grammar tag: 'Zimmer <neut>Zi.'.
      text: bereinigt(teil.replace(/>[^\s,;<]+/g, '>')),
      markiert: (teil.match(LABEL) ?? []).some((label) => REGION_LABEL.test(label) || istFachLabel(label)),
    }))
    .filter((wort) => wort.text.length > 0);
}

function istFachLabel(label: string): boolean {
  return ABKUERZUNG.test(label) && !ALLTAGS_LABEL.test(label) && !REGION_LABEL.test(label);
}

/** A subject label anywhere, or a region/register label before the first translation (Ding: the whole sense). */
function istFachlich(zeile: string): boolean {
  const vorne = /^(\s*\[[^\]\n]*\])+/.exec(zeile)?.[0] ?? '';
  return (
    (zeile.match(LABEL) ?? []).some(istFachLabel) ||
    (vorne.match(LABEL) ?? []).some((label) => REGION_LABEL.test(label))
  );
}

/**
 * The senses of one FreeDict definition. Ding (deu-eng, eng-deu): the headword line, one translation
 * line, then example pairs ("ein Haus bauen"  - build a house), notes and cross-references. WikDict
 * (fra-deu…): numbered translation lines ("1. Tafel", "Klasse 2."), each followed by a gloss in the
 * source language, which is dropped.
 */
export function bedeutungenAus(text: string): DictBedeutung[] {
  const zeilen = text
    .split('\n')
    .map((zeile) => zeile.trim())
    .filter((zeile) => zeile.length > 0);
  const [kopfzeile, ...rest] = zeilen;
  const kopf = kopfzeile ? bereinigt(kopfzeile).replace(/\(\s*/g, '(').replace(/\s*\)/g, ')') : '';
  if (!kopfzeile || !kopf) return [];
  const mehrzahl = /<pl>/.test(kopfzeile);
  const bedeutungen: DictBedeutung[] = [];
  rest.forEach((zeile, index) => {
    const beispiel = EXAMPLE.exec(zeile);
    if (beispiel) {
      const [, source = '', target = ''] = beispiel;
      bedeutungen.at(-1)?.beispiele.push({ source: source.trim(), target: target.trim() });
    } else if (METADATEN.test(zeile)) {
      return;
    } else if (
      !NUR_NUMMER.test(zeile) &&
      (index === 0 || NUMMERIERT.test(zeile) || NUMMER_AM_ENDE.test(zeile))
    ) {
      const woerter = woerterAus(zeile.replace(/^\d+\.\s*/, '').replace(NUMMER_AM_ENDE, ''));
      if (woerter.length === 0) return;
      const fachlich = istFachlich(zeile) || woerter.every((wort) => wort.markiert);
      bedeutungen.push({ kopf, woerter, beispiele: [], fachlich, mehrzahl, nebenbedeutungen: 0 });
    }
  });
  // WikDict lists a headword's senses in one definition: the more it has, the more central the word.
  for (const bedeutung of bedeutungen) bedeutung.nebenbedeutungen = bedeutungen.length - 1;
  return bedeutungen;
}
