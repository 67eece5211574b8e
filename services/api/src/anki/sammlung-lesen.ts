import { HttpStatus } from '@nestjs/common';
import Database from 'better-sqlite3';
import { ANKI_MAX_KARTEN, type AnkiNotiztyp } from '@lernstapel/rules';
import { ApiException } from '../common/api-exception';
import { protobufFelder, protobufText, protobufZahl } from './protobuf-felder';

/** One Anki card of the collection: its note's fields and the template ord (cloze: gap number − 1). */
export interface AnkiKartenZeile {
  mid: number;
  ord: number;
  felder: string[];
}

export interface AnkiSammlung {
  notiztypen: Map<number, AnkiNotiztyp>;
  karten: AnkiKartenZeile[];
}

const fremd = () => new ApiException(HttpStatus.BAD_REQUEST, 'anki.fremdeDatenbank');

/**
 * The note types and cards of a collection (SQLite, in memory and read-only). Schema 11 (the old
 * format) keeps note types as JSON in col.models; schema 15 and later (collection.anki21b) in the
 * tables notetypes, fields and templates with protobuf configs. Anki's own collation `unicase` is
 * unknown here (see ohneUnicase).
 */
export function sammlungLesen(bytes: Buffer): AnkiSammlung {
  let db: Database.Database;
  try {
    db = new Database(ohneUnicase(bytes), { readonly: true });
    db.pragma('trusted_schema = OFF');
  } catch {
    throw fremd();
  }
  try {
    const tabellen = new Set(
      db
        .prepare<[], { name: string }>("select name from sqlite_master where type = 'table'")
        .all()
        .map((zeile) => zeile.name),
    );
    if (!['col', 'notes', 'cards'].every((name) => tabellen.has(name))) throw fremd();
    const notiztypen = tabellen.has('notetypes') ? neueNotiztypen(db) : new Map<number, AnkiNotiztyp>();
    if (notiztypen.size === 0) for (const [id, typ] of alteNotiztypen(db)) notiztypen.set(id, typ);
    const { anzahl } = db.prepare<[], { anzahl: number }>('select count(*) as anzahl from cards').get() ?? {
      anzahl: 0,
    };
    if (anzahl > ANKI_MAX_KARTEN) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'anki.zuVieleKarten', { max: ANKI_MAX_KARTEN });
    }
    const karten = db
      .prepare<[], { mid: number; ord: number; flds: string }>(
        'select n.mid as mid, c.ord as ord, n.flds as flds from cards c join notes n on n.id = c.nid order by n.id, c.ord',
      )
      .all()
      .map((zeile) => ({
        mid: Number(zeile.mid),
        ord: Number(zeile.ord),
        felder: String(zeile.flds).split('\x1f'),
      }));
    return { notiztypen, karten };
  } catch (error: unknown) {
    if (error instanceof ApiException) throw error;
    throw fremd();
  } finally {
    db.close();
  }
}

/**
 * A collection saved in WAL mode (header bytes 18 and 19 are 2) cannot be opened from memory; the
 * package holds no WAL file, so the copy is marked as a rollback-journal database (1), as SQLite's docs
 * describe for the file format's read/write versions.
 */
function ohneWal(bytes: Buffer): Buffer {
  if (bytes.length < 100 || (bytes[18] !== 2 && bytes[19] !== 2)) return bytes;
  const kopie = Buffer.from(bytes);
  kopie[18] = 1;
  kopie[19] = 1;
  return kopie;
}

/**
 * Anki declares name columns `collate unicase`, a collation of its own. SQLite cannot even scan a
 * WITHOUT ROWID table with an unknown collation ('no query solution'), and better-sqlite3 cannot
 * register one: in this private in-memory copy the declaration becomes NOCASE, then it is reopened.
 */
function ohneUnicase(bytes: Buffer): Buffer {
  const db = new Database(ohneWal(bytes));
  try {
    db.pragma('trusted_schema = OFF');
    const betroffen = db
      .prepare<[], { anzahl: number }>(
        "select count(*) as anzahl from sqlite_master where sql like '%collate unicase%'",
      )
      .get();
    if (!betroffen?.anzahl) return bytes;
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    db.prepare(
      "update sqlite_master set sql = replace(replace(sql, 'collate unicase', 'collate nocase'), 'COLLATE unicase', 'COLLATE nocase') where sql like '%collate unicase%'",
    ).run();
    db.pragma('writable_schema = OFF');
    return db.serialize();
  } finally {
    db.close();
  }
}

interface AltesModell {
  name?: unknown;
  type?: unknown;
  flds?: { name?: unknown; ord?: unknown }[];
  tmpls?: { ord?: unknown; qfmt?: unknown; afmt?: unknown }[];
}

/** Schema 11: col.models is a JSON object of note type id → {name, type (1 = cloze), flds, tmpls}. */
function alteNotiztypen(db: Database.Database): Map<number, AnkiNotiztyp> {
  const zeile = db.prepare<[], { models: string }>('select models from col limit 1').get();
  const modelle = JSON.parse(zeile?.models || '{}') as Record<string, AltesModell>;
  const typen = new Map<number, AnkiNotiztyp>();
  for (const [id, modell] of Object.entries(modelle)) {
    const nachOrd = <T extends { ord?: unknown }>(liste: T[] | undefined) =>
      [...(liste ?? [])].sort((a, b) => Number(a.ord) - Number(b.ord));
    typen.set(Number(id), {
      name: String(modell.name ?? ''),
      lueckentext: modell.type === 1,
      felder: nachOrd(modell.flds).map((feld) => String(feld.name ?? '')),
      vorlagen: nachOrd(modell.tmpls).map((vorlage) => ({
        vorne: String(vorlage.qfmt ?? ''),
        hinten: String(vorlage.afmt ?? ''),
      })),
    });
  }
  return typen;
}

/** Schema 15+: Notetype.Config.kind (field 1, 1 = cloze); Template.Config q_format (1), a_format (2). */
function neueNotiztypen(db: Database.Database): Map<number, AnkiNotiztyp> {
  const typen = new Map<number, AnkiNotiztyp>();
  const felder = db
    .prepare<[], { ntid: number; ord: number; name: string }>('select ntid, ord, name from fields')
    .all();
  const vorlagen = db
    .prepare<[], { ntid: number; ord: number; config: Buffer }>('select ntid, ord, config from templates')
    .all();
  for (const typ of db
    .prepare<[], { id: number; name: string; config: Buffer }>('select id, name, config from notetypes')
    .all()) {
    const id = Number(typ.id);
    const vonTyp = <T extends { ntid: number; ord: number }>(zeilen: T[]) =>
      zeilen.filter((zeile) => Number(zeile.ntid) === id).sort((a, b) => Number(a.ord) - Number(b.ord));
    typen.set(id, {
      name: String(typ.name),
      lueckentext: protobufZahl(protobufFelder(typ.config), 1) === 1,
      felder: vonTyp(felder).map((feld) => String(feld.name)),
      vorlagen: vonTyp(vorlagen).map((vorlage) => {
        const config = protobufFelder(vorlage.config);
        return { vorne: protobufText(config, 1), hinten: protobufText(config, 2) };
      }),
    });
  }
  return typen;
}
