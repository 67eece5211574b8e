import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { haeufigkeitAus } from './wort-haeufigkeit';
import { UmgekehrteWoerterbuecher, woerterbuchLaden, umgekehrtSuchen } from './umgekehrtes-woerterbuch';

const ZIFFERN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64 = (zahl: number): string =>
  zahl < 64 ? ZIFFERN.charAt(zahl) : base64(Math.floor(zahl / 64)) + ZIFFERN.charAt(zahl % 64);

/** A FreeDict dictionary in dictd's format (gzip data, index 'headword TAB offset TAB length' in base64). */
function woerterbuchSchreiben(ordner: string, name: string, eintraege: readonly string[]): void {
  const texte = [`00-database-info\nThis is a test dictionary.\n`, ...eintraege.map((e) => `${e}\n`)];
  let stelle = 0;
  const zeilen = texte.map((text) => {
    const laenge = Buffer.byteLength(text);
    const zeile = `${(text.split(/[\n/]/)[0] ?? '').trim()}\t${base64(stelle)}\t${base64(laenge)}`;
    stelle += laenge;
    return zeile;
  });
  const [info = '', ...eintragsZeilen] = zeilen;
  const indexZeilen = [info.replace('00-database-info', '00databaseinfo'), ...eintragsZeilen];
  writeFileSync(join(ordner, `freedict-${name}.dict.dz`), gzipSync(Buffer.from(texte.join(''))));
  writeFileSync(join(ordner, `freedict-${name}.index`), `${indexZeilen.sort().join('\n')}\n`);
}

const OHNE_HAEUFIGKEIT = haeufigkeitAus([]);

describe("UmgekehrteWoerterbuecher: a word among the reverse dictionary's translations (issue 25)", () => {
  let ordner: string;
  beforeAll(() => {
    ordner = mkdtempSync(join(tmpdir(), 'freedict-'));
    woerterbuchSchreiben(ordner, 'eng-deu', [
      'pencil case /pˈɛnsəl kˈeɪs/\nFedermäppchen <neut>, Mäppchen <neut>, Federtasche <fem>',
      'case /kˈeɪs/\nFall <masc>, Kasten <masc>\n"a pencil case" - ein Mäppchen',
      'Mäppchen clip /x/\nKlammer <fem>',
      'pouch /paʊtʃ/\nBeutel <masc>, Mäppchen <neut>',
      'folder /fˈəʊldə/\nMappe <fem>, Ordner <masc>',
    ]);
    woerterbuchSchreiben(ordner, 'deu-eng', ['Mappe /mapə/\nfolder, briefcase']);
  });
  afterAll(() => rmSync(ordner, { recursive: true, force: true }));

  it('finds the entries that translate the word, first translation first; not a headword, an example or a part of a word', async () => {
    const woerterbuch = await woerterbuchLaden(
      join(ordner, 'freedict-eng-deu.dict.dz'),
      join(ordner, 'freedict-eng-deu.index'),
    );
    expect(umgekehrtSuchen(woerterbuch, 'Mäppchen', OHNE_HAEUFIGKEIT, 5)).toEqual([
      { kopf: 'pouch', rang: 1 },
      { kopf: 'pencil case', rang: 1 },
    ]);
    expect(umgekehrtSuchen(woerterbuch, 'mappe', OHNE_HAEUFIGKEIT, 5)).toEqual([{ kopf: 'folder', rang: 0 }]);
    expect(umgekehrtSuchen(woerterbuch, 'Klammer', OHNE_HAEUFIGKEIT, 5)).toEqual([
      { kopf: 'Mäppchen clip', rang: 0 },
    ]);
    expect(umgekehrtSuchen(woerterbuch, 'Fall', OHNE_HAEUFIGKEIT, 5)).toEqual([{ kopf: 'case', rang: 0 }]);
    expect(umgekehrtSuchen(woerterbuch, 'Tasche', OHNE_HAEUFIGKEIT, 5)).toEqual([]);
  });

  it('the more frequent headword first among equal ones', async () => {
    const woerterbuch = await woerterbuchLaden(
      join(ordner, 'freedict-eng-deu.dict.dz'),
      join(ordner, 'freedict-eng-deu.index'),
    );
    const haeufig = haeufigkeitAus([['pencil', 'case', 'pouch']]);
    expect(umgekehrtSuchen(woerterbuch, 'Mäppchen', haeufig, 5).map((t) => t.kopf)).toEqual([
      'pouch',
      'pencil case',
    ]);
  });

  it('loads a database at first use, once for concurrent searches, and keeps no more than its byte bound', async () => {
    const klein = new UmgekehrteWoerterbuecher(ordner, 1);
    expect(klein.dateien('fd-xxx-yyy')).toBeNull();
    expect(await klein.suchen('fd-xxx-yyy', 'Mappe', OHNE_HAEUFIGKEIT)).toBeNull();
    const erste = klein.laden('fd-eng-deu');
    expect(klein.laden('fd-eng-deu')).toBe(erste);
    await erste;
    await klein.laden('fd-deu-eng');
    // Over the bound: the older one is dropped, the newest stays (a search always has its dictionary).
    expect(klein.laden('fd-deu-eng')).not.toBeNull();
    const nachher = klein.belegt();
    expect(nachher).toBeGreaterThan(0);
    const wieder = klein.laden('fd-eng-deu');
    expect(wieder).not.toBe(erste);
    await wieder;
  });
});

/** The real FreeDict files as Debian installs them (what dictd serves on CI). */
const FREEDICT = process.env['DICT_DATEN'] ?? '/usr/share/dictd';
const hatFreedict = existsSync(join(FREEDICT, 'freedict-eng-deu.dict.dz'));

(hatFreedict ? describe : describe.skip)(
  `reverse search in the real FreeDict files${hatFreedict ? '' : ` (skipped: no FreeDict files in ${FREEDICT}; .ci/run installs them)`}`,
  () => {
    // One instance: each dictionary is loaded once, by its first case (slow on a busy machine).
    const woerterbuecher = new UmgekehrteWoerterbuecher(FREEDICT, 512 * 1024 * 1024);
    it.each([
      ['fd-eng-deu', 'unaufgeräumt', 'untidy'],
      ['fd-eng-deu', 'Hund', 'dog'],
      ['fd-deu-fra', 'collision', 'Kollision'],
      ['fd-deu-fra', 'complot', 'Komplott'],
    ])(
      '%s: %s → %s, with load and search time and memory',
      async (datenbank, wort, erwartet) => {
        const vorher = process.memoryUsage().rss;
        const ladend = woerterbuecher.laden(datenbank);
        const { ladezeitMs } = await (ladend as NonNullable<typeof ladend>);
        const start = performance.now();
        const treffer = await woerterbuecher.suchen(datenbank, wort, OHNE_HAEUFIGKEIT);
        const suchMs = performance.now() - start;
        process.stdout.write(
          `reverse ${datenbank}: loaded in ${Math.round(ladezeitMs)} ms, all loaded hold ${(woerterbuecher.belegt() / 1048576).toFixed(1)} MiB ` +
            `(rss +${Math.round((process.memoryUsage().rss - vorher) / 1048576)} MiB in this case), '${wort}' in ${Math.round(suchMs)} ms: ` +
            `${(treffer ?? []).map((t) => t.kopf).join(', ')}\n`,
        );
        expect((treffer ?? []).map((t) => t.kopf)).toContain(erwartet);
      },
      120_000,
    );
  },
);
