import type { Uebersetzung } from '@lernstapel/contracts';

/** Grammar tags <n, neut>, pronunciations /haʊ̯s/, subject labels [adm.] and cross-references {x}. */
function bereinigt(text: string): string {
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

const EXAMPLE = /^"(.+)"\s+-\s+(.+)$/;

/**
 * The translations of one FreeDict definition: the headword line, then the translation line (Ding:
 * "house <n>"; WikDict: "1. maison 2." followed by German glosses, which are dropped), then Ding's
 * example pairs ("ein Haus bauen"  - build a house). Source is the language the dictionary runs from.
 */
export function uebersetzungenAus(text: string): Uebersetzung[] {
  const zeilen = text
    .split('\n')
    .map((zeile) => zeile.trim())
    .filter((zeile) => zeile.length > 0);
  const [kopf, hauptzeile, ...rest] = zeilen;
  if (!kopf || !hauptzeile) return [];
  const source = bereinigt(kopf);
  const target = bereinigt(hauptzeile);
  const treffer: Uebersetzung[] = source && target ? [{ source, target }] : [];
  for (const zeile of rest) {
    const beispiel = EXAMPLE.exec(zeile);
    if (beispiel) treffer.push({ source: beispiel[1].trim(), target: beispiel[2].trim() });
  }
  return treffer;
}
