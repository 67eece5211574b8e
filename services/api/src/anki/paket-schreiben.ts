import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { zipSync, type Zippable } from 'fflate';
import { htmlZuText, type AnkiExportTyp, type AnkiFelder } from '@lernstapel/rules';

/**
 * Anki's schema 11 (rslib/src/storage/schema11.sql): the old collection format every Anki version
 * and AnkiDroid imports from an .apkg as collection.anki2 with a JSON media map.
 */
export const SCHEMA_11 = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

export interface AnkiMedium {
  name: string;
  bytes: Buffer;
}

const ANTWORT_TRENNER = '{{FrontSide}}\n\n<hr id=answer>\n\n';

/**
 * Anki's stock note types in the schema 11 JSON, names, fields and templates as Anki writes them
 * (rslib/src/notetype/stock.rs): Basic, Basic (type in the answer), Basic (and reversed card).
 */
const STOCK_TYPEN: Readonly<Record<AnkiExportTyp, { name: string; vorlagen: [string, string][] }>> = {
  basic: { name: 'Basic', vorlagen: [['{{Front}}', `${ANTWORT_TRENNER}{{Back}}`]] },
  eingabe: {
    name: 'Basic (type in the answer)',
    vorlagen: [['{{Front}}\n\n{{type:Back}}', '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}']],
  },
  umgekehrt: {
    name: 'Basic (and reversed card)',
    vorlagen: [
      ['{{Front}}', `${ANTWORT_TRENNER}{{Back}}`],
      ['{{Back}}', `${ANTWORT_TRENNER}{{Front}}`],
    ],
  },
};

function stockModell(typ: AnkiExportTyp, id: number, deckId: number, jetzt: number) {
  const { name, vorlagen } = STOCK_TYPEN[typ];
  const feld = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: 'Arial',
    size: 20,
    media: [],
    description: '',
  });
  return {
    id,
    name,
    type: 0,
    mod: jetzt,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: vorlagen.map(([qfmt, afmt], ord) => ({
      name: `Card ${ord + 1}`,
      ord,
      qfmt,
      afmt,
      bqfmt: '',
      bafmt: '',
      did: null,
      bfont: '',
      bsize: 0,
    })),
    flds: [feld('Front', 0), feld('Back', 1)],
    css: '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: vorlagen.map((_, ord) => [ord, 'any', [ord]]),
    tags: [],
    vers: [],
  };
}

function deck(id: number, name: string, jetzt: number) {
  return {
    id,
    name,
    mod: jetzt,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

/** Anki's field checksum: the first 8 hex digits of the SHA-1 of the first field's text. */
function pruefsumme(text: string): number {
  return parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/**
 * An .apkg of notes of Anki's stock types in the deck `deckName`, media named as the notes name them:
 * one card per template of the note type. New cards without scheduling; ids are milliseconds as Anki
 * makes them.
 */
export function ankiPaketSchreiben(
  deckName: string,
  notizen: readonly AnkiFelder[],
  medien: readonly AnkiMedium[],
): Buffer {
  const jetztMs = Date.now();
  const jetzt = Math.floor(jetztMs / 1000);
  const deckId = jetztMs + 1;
  const typen = [...new Set(notizen.map((notiz) => notiz.typ))];
  const modellIds = new Map(typen.map((typ, i) => [typ, jetztMs + 2 + i]));
  const modellId = modellIds.get(typen[0] ?? 'basic') ?? jetztMs;
  const db = new Database(':memory:');
  try {
    db.exec(SCHEMA_11);
    db.prepare('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
      jetzt,
      jetztMs,
      jetztMs,
      JSON.stringify({
        nextPos: notizen.length + 1,
        curDeck: deckId,
        curModel: modellId,
        activeDecks: [deckId],
      }),
      JSON.stringify(
        Object.fromEntries(
          typen.map((typ) => [modellIds.get(typ), stockModell(typ, modellIds.get(typ) ?? 0, deckId, jetzt)]),
        ),
      ),
      JSON.stringify({ 1: deck(1, 'Default', jetzt), [deckId]: deck(deckId, deckName, jetzt) }),
      JSON.stringify({}),
      JSON.stringify({}),
    );
    const notiz = db.prepare("insert into notes values (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const karte = db.prepare(
      "insert into cards values (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    let karteId = jetztMs + 10;
    db.transaction(() => {
      notizen.forEach((felder, i) => {
        const id = jetztMs + 10 + i;
        const sortierfeld = htmlZuText(felder.vorne);
        notiz.run(
          id,
          randomBytes(8).toString('base64url'),
          modellIds.get(felder.typ),
          jetzt,
          `${felder.vorne}\x1f${felder.hinten}`,
          sortierfeld,
          pruefsumme(sortierfeld),
        );
        STOCK_TYPEN[felder.typ].vorlagen.forEach((_, ord) =>
          karte.run(karteId++, id, deckId, ord, jetzt, i + 1),
        );
      });
    })();
    const dateien: Zippable = {
      'collection.anki2': db.serialize(),
      media: Buffer.from(JSON.stringify(Object.fromEntries(medien.map((m, i) => [String(i), m.name])))),
    };
    // Pictures and sounds are compressed already: stored as they are.
    medien.forEach((medium, i) => (dateien[String(i)] = [medium.bytes, { level: 0 }]));
    return Buffer.from(zipSync(dateien, { level: 6 }));
  } finally {
    db.close();
  }
}
