import type {
  DatenschutzTabelle,
  Spalte,
  TabelleOhnePersonenbezug,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/** A table of the migrated schema as the database reports it. */
export interface SchemaTabelle {
  name: string;
  /** typ as the database names it ('varchar', 'text', 'int' …); laenge for character columns. */
  spalten: { name: string; nullable: boolean; typ?: string; laenge?: number | null }[];
  fremdschluessel: { spalte: string; ziel: string; onDelete: string }[];
}

/** Columns whose name says they hold a user's id, even without a foreign key (create_user_id). */
const BENUTZER_ID = /(^|_)(benutzer|user|schueler|eigentuemer|absender|ersteller|autor|sieger)_id$/;
/** Columns whose name says they hold a person's name, address or code. */
const PERSONENWERT = /(^|_)(email\d*|namevoll|benutzername|anmeldecode|empfaenger|autor|pseudonym|kuerzel)$/;
/** Column types in which people type free text or the API stores JSON. */
const TEXT_TYPEN = new Set(['text', 'tinytext', 'mediumtext', 'longtext', 'clob', 'json']);
/** Character columns this long hold free text too (titles, names, remarks, labels). */
export const FREITEXT_AB_LAENGE = 200;

/** Is this a column whose content the map must classify as free text or JSON (issue 29)? */
export function istTextSpalte(spalte: SchemaTabelle['spalten'][number]): boolean {
  const typ = (spalte.typ ?? '').toLowerCase();
  if (TEXT_TYPEN.has(typ)) return true;
  return /char/.test(typ) && (spalte.laenge ?? 0) >= FREITEXT_AB_LAENGE;
}

/**
 * Every way the privacy map can disagree with the schema (issue 16); [] when it covers it. New
 * tables and columns must be classified, user references need a deletion rule that the foreign key
 * agrees with, and a table declared free of personal data must not reference a user.
 */
export function kartenFehler(
  schema: readonly SchemaTabelle[],
  karte: readonly DatenschutzTabelle[],
  ohne: readonly TabelleOhnePersonenbezug[],
): string[] {
  const fehler: string[] = [];
  const schemaNamen = new Set(schema.map((tabelle) => tabelle.name));
  const deklariert = [...karte.map((eintrag) => eintrag.tabelle), ...ohne.map((eintrag) => eintrag.tabelle)];
  for (const name of deklariert.filter((name, i) => deklariert.indexOf(name) !== i)) {
    fehler.push(`${name}: mehr als einmal deklariert`);
  }
  for (const name of deklariert.filter((name) => !schemaNamen.has(name))) {
    fehler.push(`${name}: deklariert, aber nicht im Schema`);
  }
  const karteNach = new Map(karte.map((eintrag) => [eintrag.tabelle, eintrag]));
  const ohneNamen = new Set(ohne.map((eintrag) => eintrag.tabelle));
  for (const tabelle of schema) {
    const eintrag = karteNach.get(tabelle.name);
    if (eintrag) fehler.push(...tabellenFehler(tabelle, eintrag, karteNach, schema));
    else if (ohneNamen.has(tabelle.name)) fehler.push(...ohneFehler(tabelle));
    else fehler.push(`${tabelle.name}: Tabelle fehlt in der Datenschutzkarte`);
  }
  return fehler;
}

function tabellenFehler(
  tabelle: SchemaTabelle,
  eintrag: DatenschutzTabelle,
  karte: ReadonlyMap<string, DatenschutzTabelle>,
  schema: readonly SchemaTabelle[],
): string[] {
  const fehler: string[] = [];
  const spaltenNamen = new Set(tabelle.spalten.map((spalte) => spalte.name));
  for (const spalte of tabelle.spalten) {
    const art = eintrag.spalten[spalte.name];
    const ort = `${tabelle.name}.${spalte.name}`;
    if (!art) {
      fehler.push(`${ort}: Spalte fehlt in der Datenschutzkarte`);
      continue;
    }
    const fk = tabelle.fremdschluessel.find((key) => key.spalte === spalte.name);
    fehler.push(...spaltenFehler(ort, spalte, art, fk), ...inhaltFehler(ort, spalte, art));
    if (art.art === 'benutzer' && art.loeschen === 'zeileOhneAndere') {
      fehler.push(...andereFehler(ort, tabelle.name, art.andere, schema));
    }
  }
  for (const name of Object.keys(eintrag.spalten).filter((name) => !spaltenNamen.has(name))) {
    fehler.push(`${tabelle.name}.${name}: deklariert, aber nicht im Schema`);
  }
  const arten = Object.values(eintrag.spalten).map((spalte) => spalte.art);
  if (!arten.includes('benutzer') && !arten.includes('kopie') && !eintrag.teilVon) {
    fehler.push(`${tabelle.name}: verweist auf keine Person; gehört zu den Tabellen ohne Personenbezug`);
  }
  if (eintrag.teilVon) {
    const { spalte, tabelle: eltern } = eintrag.teilVon;
    const fk = tabelle.fremdschluessel.find((key) => key.spalte === spalte);
    if (!karte.has(eltern)) fehler.push(`${tabelle.name}: teilVon ${eltern} ist nicht in der Karte`);
    if (fk?.ziel !== eltern || fk.onDelete !== 'CASCADE') {
      fehler.push(
        `${tabelle.name}.${spalte}: teilVon braucht einen Fremdschlüssel auf ${eltern} mit ON DELETE CASCADE`,
      );
    }
  }
  return fehler;
}

function spaltenFehler(
  ort: string,
  spalte: SchemaTabelle['spalten'][number],
  art: Spalte,
  fk: SchemaTabelle['fremdschluessel'][number] | undefined,
): string[] {
  const aufBenutzer = fk?.ziel === 'benutzer' || BENUTZER_ID.test(spalte.name) || ort === 'benutzer.id';
  if (aufBenutzer && art.art !== 'benutzer')
    return [`${ort}: verweist auf eine Person, ist aber als ${art.art} deklariert`];
  if (PERSONENWERT.test(spalte.name) && art.art === 'sache')
    return [`${ort}: Personendaten als sache deklariert`];
  if (art.art !== 'benutzer' || ort === 'benutzer.id') return [];
  if (fk !== undefined && fk.ziel !== 'benutzer')
    return [`${ort}: als Benutzer deklariert, verweist aber auf ${fk.ziel}`];
  if (art.loeschen === 'zeile' && fk?.onDelete !== 'CASCADE') {
    return [`${ort}: Löschen der Zeile braucht einen Fremdschlüssel auf benutzer mit ON DELETE CASCADE`];
  }
  const behaelt = art.loeschen === 'anonymisieren' || art.loeschen === 'zeileOhneAndere';
  if (behaelt && fk !== undefined && fk.onDelete !== 'SET NULL') {
    return [`${ort}: Anonymisieren braucht ON DELETE SET NULL (oder keinen Fremdschlüssel)`];
  }
  if (behaelt && fk !== undefined && !spalte.nullable) {
    return [`${ort}: Anonymisieren braucht eine Spalte, die NULL sein darf`];
  }
  return [];
}

/** Free text and JSON must be declared as such (issue 29); as no person's data, with the reason. */
function inhaltFehler(ort: string, spalte: SchemaTabelle['spalten'][number], art: Spalte): string[] {
  if (art.art === 'benutzer' || art.art === 'kopie') return [];
  if (istTextSpalte(spalte) && !art.inhalt) {
    return [`${ort}: Freitext oder JSON, aber nicht als freitext/json deklariert`];
  }
  if (art.art === 'sache' && art.inhalt && !art.inhalt.grund?.trim()) {
    return [`${ort}: ${art.inhalt.text} ohne Personenbezug braucht einen Grund`];
  }
  return [];
}

/** The rows that keep a 'zeileOhneAndere' row alive must point at it with a foreign key. */
function andereFehler(
  ort: string,
  tabelle: string,
  andere: { tabelle: string; spalte: string } | undefined,
  schema: readonly SchemaTabelle[],
): string[] {
  const ziel = schema.find((eintrag) => eintrag.name === andere?.tabelle);
  const fk = ziel?.fremdschluessel.find((key) => key.spalte === andere?.spalte);
  if (!andere || fk?.ziel !== tabelle) {
    return [`${ort}: zeileOhneAndere braucht andere Zeilen mit einem Fremdschlüssel auf ${tabelle}`];
  }
  return [];
}

function ohneFehler(tabelle: SchemaTabelle): string[] {
  return tabelle.spalten.flatMap((spalte) => {
    const fk = tabelle.fremdschluessel.find((key) => key.spalte === spalte.name);
    if (fk?.ziel === 'benutzer' || BENUTZER_ID.test(spalte.name) || PERSONENWERT.test(spalte.name)) {
      return [`${tabelle.name}.${spalte.name}: Tabelle ohne Personenbezug verweist auf eine Person`];
    }
    return [];
  });
}
