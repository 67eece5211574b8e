import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { bedeutungenAus } from './dict-eintrag';
import type { Haeufigkeit } from './dict-rangfolge';

const entpacken = promisify(gunzip);

/** dictd's index numbers: base64 digits, most significant first (dictfmt). */
const ZIFFERN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ZIFFER_WERT = new Int8Array(128).fill(-1);
for (let i = 0; i < ZIFFERN.length; i += 1) ZIFFER_WERT[ZIFFERN.charCodeAt(i)] = i;

/** The number written in text[von, bis), or -1 when a character is no base64 digit. */
function zahl(text: string, von: number, bis: number): number {
  let wert = 0;
  for (let i = von; i < bis; i += 1) {
    const ziffer = ZIFFER_WERT[text.charCodeAt(i)] ?? -1;
    if (ziffer < 0) return -1;
    wert = wert * 64 + ziffer;
  }
  return bis > von ? wert : -1;
}

/** One dictionary's text in memory: its entries' starts in ascending order, and their lengths. */
export interface GeladenesWoerterbuch {
  daten: Buffer;
  anfaenge: Float64Array;
  laengen: Float64Array;
  /** Milliseconds the load took (read, gunzip, index), for the report and the bench. */
  ladezeitMs: number;
}

/** A reverse hit: the entry's headword and where the word stands among its translations (0 first). */
export interface UmgekehrterTreffer {
  kopf: string;
  rang: number;
}

/** Occurrences of a spelling looked at per search at most: a very common word stops early. */
const MAX_FUNDSTELLEN = 4000;

/**
 * Issue 25: "when FreeDict lacks the word, offer what the reverse dictionary has". dictd matches
 * headwords only, so the word is searched in the reverse dictionary's translations: its data file
 * (dictzip is gzip) is read once at first use, kept with the entries' offsets from its .index, and
 * searched for the word; each occurrence is checked with the entry parser to be one of the entry's
 * translations (not a headword, example or note). Loaded dictionaries stay in memory up to `maxBytes`
 * together, the least recently used one going first.
 */
export class UmgekehrteWoerterbuecher {
  private readonly geladen = new Map<string, Promise<GeladenesWoerterbuch>>();
  private readonly groessen = new Map<string, number>();

  constructor(
    private readonly verzeichnis: string,
    private readonly maxBytes: number,
  ) {}

  /** The files of a dictd database name as Debian installs them (fd-eng-deu → freedict-eng-deu.*). */
  dateien(datenbank: string): { daten: string; index: string } | null {
    const basis = /^fd-([a-z]{3}-[a-z]{3})$/.exec(datenbank)?.[1];
    if (!basis) return null;
    const daten = join(this.verzeichnis, `freedict-${basis}.dict.dz`);
    const index = join(this.verzeichnis, `freedict-${basis}.index`);
    return existsSync(daten) && existsSync(index) ? { daten, index } : null;
  }

  /** The dictionary's text, loaded at first use (one load for concurrent requests). */
  laden(datenbank: string): Promise<GeladenesWoerterbuch> | null {
    const vorhanden = this.geladen.get(datenbank);
    if (vorhanden) {
      // Most recently used last.
      this.geladen.delete(datenbank);
      this.geladen.set(datenbank, vorhanden);
      return vorhanden;
    }
    const dateien = this.dateien(datenbank);
    if (!dateien) return null;
    const ladend = woerterbuchLaden(dateien.daten, dateien.index).then((woerterbuch) => {
      this.groessen.set(datenbank, woerterbuch.daten.length + woerterbuch.anfaenge.byteLength * 2);
      this.begrenzen(datenbank);
      return woerterbuch;
    });
    ladend.catch(() => this.geladen.delete(datenbank));
    this.geladen.set(datenbank, ladend);
    return ladend;
  }

  /** Bytes held by the loaded dictionaries. */
  belegt(): number {
    return [...this.groessen.values()].reduce((summe, groesse) => summe + groesse, 0);
  }

  /**
   * Headwords of `datenbank` that have `wort` among their translations (any case of its first letter),
   * best first (umgekehrtSuchen); null when the database's files are not on this machine.
   */
  async suchen(
    datenbank: string,
    wort: string,
    haeufigkeit: Haeufigkeit,
    max = 5,
  ): Promise<UmgekehrterTreffer[] | null> {
    const ladend = this.laden(datenbank);
    if (!ladend) return null;
    return umgekehrtSuchen(await ladend, wort, haeufigkeit, max);
  }

  private begrenzen(neu: string): void {
    for (const name of [...this.geladen.keys()]) {
      if (this.belegt() <= this.maxBytes || name === neu) continue;
      this.geladen.delete(name);
      this.groessen.delete(name);
    }
  }
}

/**
 * Reads and unpacks the data (gunzip runs off the main thread) and reads the index's offsets without
 * splitting it into strings: 'headword TAB offset TAB length' per line (half a million lines for
 * German–English), the '00database…' entries left out.
 */
export async function woerterbuchLaden(datenPfad: string, indexPfad: string): Promise<GeladenesWoerterbuch> {
  const start = performance.now();
  const [gepackt, index] = await Promise.all([readFile(datenPfad), readFile(indexPfad, 'utf8')]);
  const daten = await entpacken(gepackt);
  const anfaenge: number[] = [];
  const laengen: number[] = [];
  for (let zeile = 0; zeile < index.length;) {
    const ende = index.indexOf('\n', zeile) < 0 ? index.length : index.indexOf('\n', zeile);
    const tab1 = index.indexOf('\t', zeile);
    const tab2 = tab1 < 0 ? -1 : index.indexOf('\t', tab1 + 1);
    if (tab2 > 0 && tab2 < ende && !index.startsWith('00database', zeile)) {
      const anfang = zahl(index, tab1 + 1, tab2);
      const laenge = zahl(index, tab2 + 1, ende);
      if (anfang >= 0 && laenge >= 0) {
        anfaenge.push(anfang);
        laengen.push(laenge);
      }
    }
    zeile = ende + 1;
  }
  // dictfmt writes the entries in the index's order; sorted anyway where another tool did not.
  const reihenfolge = Uint32Array.from(anfaenge.keys());
  if (anfaenge.some((anfang, i) => i > 0 && anfang < an(anfaenge, i - 1)))
    reihenfolge.sort((a, b) => an(anfaenge, a) - an(anfaenge, b));
  return {
    daten,
    anfaenge: Float64Array.from(reihenfolge, (i) => an(anfaenge, i)),
    laengen: Float64Array.from(reihenfolge, (i) => an(laengen, i)),
    ladezeitMs: performance.now() - start,
  };
}

/** The number at an index the loop has from the list's own length or order. */
function an(werte: ArrayLike<number>, index: number): number {
  const wert = werte[index];
  if (wert === undefined)
    throw new RangeError(`Index ${index} außerhalb des Wörterbuchindex (${werte.length})`);
  return wert;
}

/** The entry that holds byte `stelle`: the last start at or before it. */
function eintragBei(woerterbuch: GeladenesWoerterbuch, stelle: number): number {
  let unten = 0;
  let oben = woerterbuch.anfaenge.length - 1;
  while (unten < oben) {
    const mitte = (unten + oben + 1) >> 1;
    if (an(woerterbuch.anfaenge, mitte) <= stelle) unten = mitte;
    else oben = mitte - 1;
  }
  return unten;
}

const BUCHSTABE = /[\p{L}\p{N}]/u;

/**
 * Best first: the word as the first translation before a later one, a single word before a phrase,
 * the more frequent headword (the language's word list) before a rarer one.
 */
export function umgekehrtSuchen(
  woerterbuch: GeladenesWoerterbuch,
  anfrage: string,
  haeufigkeit: Haeufigkeit,
  max: number,
): UmgekehrterTreffer[] {
  const wort = anfrage.trim();
  if (wort.length < 2) return [];
  const klein = wort.toLocaleLowerCase();
  const schreibweisen = [...new Set([wort, klein, klein.charAt(0).toLocaleUpperCase() + klein.slice(1)])];
  const { daten } = woerterbuch;
  const gesehen = new Set<number>();
  const treffer: (UmgekehrterTreffer & { laenge: number })[] = [];
  for (const schreibweise of schreibweisen) {
    const nadel = Buffer.from(schreibweise, 'utf8');
    let fundstellen = 0;
    for (let stelle = daten.indexOf(nadel); stelle >= 0; stelle = daten.indexOf(nadel, stelle + 1)) {
      if (++fundstellen > MAX_FUNDSTELLEN) break;
      // Whole words only: no letter right before or after.
      const davor = daten.toString('utf8', Math.max(0, stelle - 4), stelle).slice(-1);
      const danach = daten.toString('utf8', stelle + nadel.length, stelle + nadel.length + 4).charAt(0);
      if (BUCHSTABE.test(davor) || BUCHSTABE.test(danach)) continue;
      const eintrag = eintragBei(woerterbuch, stelle);
      if (gesehen.has(eintrag)) continue;
      gesehen.add(eintrag);
      const anfang = an(woerterbuch.anfaenge, eintrag);
      const text = daten.toString('utf8', anfang, anfang + an(woerterbuch.laengen, eintrag));
      for (const bedeutung of bedeutungenAus(text)) {
        const rang = bedeutung.woerter.findIndex((w) => w.text.toLocaleLowerCase() === klein);
        if (rang < 0 || bedeutung.kopf === '') continue;
        treffer.push({ kopf: bedeutung.kopf, rang, laenge: bedeutung.kopf.split(' ').length });
        break;
      }
    }
  }
  const besteJeKopf = new Map<string, (typeof treffer)[number]>();
  for (const eintrag of treffer) {
    const bisher = besteJeKopf.get(eintrag.kopf.toLocaleLowerCase());
    if (!bisher || eintrag.rang < bisher.rang) besteJeKopf.set(eintrag.kopf.toLocaleLowerCase(), eintrag);
  }
  return [...besteJeKopf.values()]
    .sort(
      (a, b) =>
        a.rang - b.rang ||
        a.laenge - b.laenge ||
        (haeufigkeit(a.kopf) ?? Number.POSITIVE_INFINITY) -
          (haeufigkeit(b.kopf) ?? Number.POSITIVE_INFINITY) ||
        a.kopf.length - b.kopf.length,
    )
    .slice(0, max)
    .map(({ kopf, rang }) => ({ kopf, rang }));
}
