import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { zipSync, type Zippable } from 'fflate';
import { SCHEMA_11 } from '../anki/paket-schreiben';

/**
 * Test packages in Anki's formats, built from its documented layout (rslib/src/import_export/package,
 * rslib/src/storage/schema11.sql, upgrades/schema15_upgrade.sql, proto/anki/import_export.proto and
 * notetypes.proto): not through our reader. zstd compression by Debian's `zstd` command (Node 20 has
 * none; .ci/run installs it).
 */
export type AnkiTestFormat = 'anki2' | 'anki21' | 'anki21b';

export interface AnkiTestNotiztyp {
  id: number;
  name: string;
  lueckentext: boolean;
  felder: string[];
  vorlagen: { vorne: string; hinten: string }[];
}

export interface AnkiTestNotiz {
  mid: number;
  felder: string[];
  /** Template ords (cloze: gap number − 1) with a card. */
  karten: number[];
}

export const STOCK: Record<'basic' | 'umgekehrt' | 'eintippen' | 'lueckentext', AnkiTestNotiztyp> = {
  basic: {
    id: 1001,
    name: 'Basic',
    lueckentext: false,
    felder: ['Front', 'Back'],
    vorlagen: [{ vorne: '{{Front}}', hinten: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' }],
  },
  umgekehrt: {
    id: 1002,
    name: 'Basic (and reversed card)',
    lueckentext: false,
    felder: ['Front', 'Back'],
    vorlagen: [
      { vorne: '{{Front}}', hinten: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' },
      { vorne: '{{Back}}', hinten: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' },
    ],
  },
  eintippen: {
    id: 1003,
    name: 'Basic (type in the answer)',
    lueckentext: false,
    felder: ['Front', 'Back'],
    vorlagen: [
      { vorne: '{{Front}}\n\n{{type:Back}}', hinten: '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}' },
    ],
  },
  lueckentext: {
    id: 1004,
    name: 'Cloze',
    lueckentext: true,
    felder: ['Text', 'Back Extra'],
    vorlagen: [{ vorne: '{{cloze:Text}}', hinten: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
  },
};

export function zstd(daten: Uint8Array): Buffer {
  const ergebnis = spawnSync('zstd', ['-q', '-c', '-3'], { input: daten, maxBuffer: 1024 * 1024 * 1024 });
  if (ergebnis.status !== 0) throw new Error(`zstd: ${ergebnis.stderr.toString()}`);
  return ergebnis.stdout;
}

/** Protobuf writing for the test messages: varint and length-delimited fields. */
function varint(wert: number): number[] {
  const bytes: number[] = [];
  let rest = wert;
  while (rest >= 0x80) {
    bytes.push((rest % 128) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}
export function pbZahl(nummer: number, wert: number): Buffer {
  return Buffer.from([...varint(nummer * 8), ...varint(wert)]);
}
export function pbBytes(nummer: number, wert: Uint8Array | string): Buffer {
  const bytes = typeof wert === 'string' ? Buffer.from(wert, 'utf8') : Buffer.from(wert);
  return Buffer.concat([Buffer.from([...varint(nummer * 8 + 2), ...varint(bytes.length)]), bytes]);
}

function schema11(db: Database.Database, typen: AnkiTestNotiztyp[]) {
  db.exec(SCHEMA_11);
  const modelle = Object.fromEntries(
    typen.map((typ) => [
      typ.id,
      {
        id: typ.id,
        name: typ.name,
        type: typ.lueckentext ? 1 : 0,
        flds: typ.felder.map((name, ord) => ({ name, ord })),
        tmpls: typ.vorlagen.map((v, ord) => ({
          name: `Card ${ord + 1}`,
          ord,
          qfmt: v.vorne,
          afmt: v.hinten,
        })),
      },
    ]),
  );
  db.prepare("insert into col values (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, '{}', '{}', '{}')").run(
    JSON.stringify(modelle),
  );
}

/** Schema 18: note types in their own tables with protobuf configs, names `collate unicase` as Anki has them. */
function schema18(db: Database.Database, typen: AnkiTestNotiztyp[]) {
  db.exec(SCHEMA_11);
  db.exec(`
    create table fields (ntid integer not null, ord integer not null, name text not null collate nocase,
      config blob not null, primary key (ntid, ord)) without rowid;
    create table templates (ntid integer not null, ord integer not null, name text not null collate nocase,
      mtime_secs integer not null, usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
    create table notetypes (id integer not null primary key, name text not null collate nocase,
      mtime_secs integer not null, usn integer not null, config blob not null);
    create table decks (name text not null primary key collate nocase, id integer not null,
      mtime_secs integer not null, usn integer not null, common blob not null, kind blob not null);
    create table config (KEY text not null primary key, usn integer not null, mtime_secs integer not null,
      val blob not null) without rowid;
  `);
  db.prepare("insert into col values (1, 0, 0, 0, 18, 0, 0, 0, '', '', '', '', '')").run();
  for (const typ of typen) {
    db.prepare('insert into notetypes values (?, ?, 0, 0, ?)').run(
      typ.id,
      typ.name,
      pbZahl(1, typ.lueckentext ? 1 : 0),
    );
    typ.felder.forEach((name, ord) =>
      db.prepare('insert into fields values (?, ?, ?, ?)').run(typ.id, ord, name, Buffer.alloc(0)),
    );
    typ.vorlagen.forEach((v, ord) =>
      db
        .prepare('insert into templates values (?, ?, ?, 0, 0, ?)')
        .run(typ.id, ord, `Card ${ord + 1}`, Buffer.concat([pbBytes(1, v.vorne), pbBytes(2, v.hinten)])),
    );
  }
  db.unsafeMode(true);
  db.pragma('writable_schema = ON');
  db.prepare(
    "update sqlite_master set sql = replace(sql, 'collate nocase', 'collate unicase') where type = 'table'",
  ).run();
  db.pragma('writable_schema = OFF');
  db.unsafeMode(false);
}

/** A collection with these note types and notes (one card row per listed ord). */
export function ankiSammlung(
  format: AnkiTestFormat,
  typen: AnkiTestNotiztyp[],
  notizen: AnkiTestNotiz[],
): Buffer {
  const db = new Database(':memory:');
  if (format === 'anki21b') schema18(db, typen);
  else schema11(db, typen);
  let kartenId = 1;
  notizen.forEach((notiz, i) => {
    const id = 100 + i;
    db.prepare("insert into notes values (?, ?, ?, 0, 0, '', ?, '', 0, 0, '')").run(
      id,
      `g${id}`,
      notiz.mid,
      notiz.felder.join('\x1f'),
    );
    for (const ord of notiz.karten) {
      db.prepare("insert into cards values (?, ?, 1, ?, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')").run(
        kartenId++,
        id,
        ord,
      );
    }
  });
  const bytes = db.serialize();
  db.close();
  // Anki keeps its collection in WAL mode: the header says so (bytes 18 and 19 are 2).
  if (format === 'anki21b') bytes.fill(2, 18, 20);
  return bytes;
}

/**
 * A package as Anki writes it. Old formats: the collection, a JSON media map {"0": name} and the media
 * as files "0", "1", …. anki21b: a `meta` (PackageMetadata version 3), a placeholder collection.anki2,
 * the zstd collection, a zstd MediaEntries map and zstd media files.
 */
export function ankiPaket(
  format: AnkiTestFormat,
  typen: AnkiTestNotiztyp[],
  notizen: AnkiTestNotiz[],
  medien: Record<string, Buffer> = {},
): Buffer {
  const sammlung = ankiSammlung(format, typen, notizen);
  const namen = Object.keys(medien);
  const dateien: Zippable = {};
  if (format === 'anki21b') {
    dateien['meta'] = pbZahl(1, 3);
    dateien['collection.anki2'] = ankiSammlung(
      'anki2',
      [STOCK.basic],
      [
        {
          mid: STOCK.basic.id,
          felder: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''],
          karten: [0],
        },
      ],
    );
    dateien['collection.anki21b'] = zstd(sammlung);
    const eintraege = Object.entries(medien).map(([name, inhalt]) =>
      pbBytes(1, Buffer.concat([pbBytes(1, name), pbZahl(2, inhalt.length)])),
    );
    dateien['media'] = zstd(Buffer.concat(eintraege));
    Object.values(medien).forEach((inhalt, i) => (dateien[String(i)] = zstd(inhalt)));
  } else {
    dateien[`collection.${format}`] = sammlung;
    dateien['media'] = Buffer.from(
      JSON.stringify(Object.fromEntries(namen.map((name, i) => [String(i), name]))),
    );
    Object.values(medien).forEach((inhalt, i) => (dateien[String(i)] = inhalt));
  }
  return Buffer.from(zipSync(dateien));
}

/** A short but real MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz) behind an ID3v2 tag with a title. */
export function mp3(): Buffer {
  const titel = Buffer.from('TIT2\x00\x00\x00\x06\x00\x00\x00Hund!', 'latin1');
  const id3 = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, titel.length]), titel]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame]);
}
