import { ZipFile } from 'yazl';
import { formatKartenCsv, type CsvKarte } from '@lernstapel/rules';
import type { Aufbewahrung } from '@lernstapel/contracts';
import type { Datensammlung, Zeile } from './datensammlung';
import type { DatenschutzTabelle } from '../datenschutzdeklaration/datenschutz-tabelle';
import type { Lesbar } from './export-lesbar';
import { type ExportArt, liesmich } from './export-liesmich';

/** What inhalt.json says about the export: when, whose, which table went into which file with how many rows. */
export interface ExportInhalt {
  erstellt_am: string;
  benutzer_id: number;
  /** Issue 29 §2: 'selbst', or whose view an export of someone else holds (LIESMICH.txt explains it). */
  umfang: ExportArt;
  tabellen: { tabelle: string; datei: string; zeilen: number }[];
  stapel: { unterrichtsmodul_id: number; datei: string; karten: number }[];
  /** Own uploaded images the exported cards name (DEVIATIONS 7), under uploads/. */
  dateien: string[];
}

const text = (wert: unknown): string => (typeof wert === 'string' ? wert : '');

/** File-name part of a stack title: letters, digits and dashes only. */
function dateiTeil(titel: unknown): string {
  const teil = text(titel)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return teil || 'stapel';
}

/** What goes into the ZIP besides the mapped rows. */
export interface ExportZusatz {
  art: ExportArt;
  lesbar: Lesbar;
  aufbewahrung: Aufbewahrung;
  uploads: ReadonlyMap<string, Buffer>;
  /** The privacy map's tables, in its order (DatenschutzKarte). */
  karte: readonly DatenschutzTabelle[];
}

/**
 * Art. 20: a ZIP streamed by yazl with one JSON file per domain (`<bereich>.json`, every mapped table
 * as a key, empty or not), the user's own stacks as CSV in the import format, the images their cards
 * name under uploads/, their exams and races readable (issue 29), inhalt.json and LIESMICH.txt.
 */
export function exportZip(
  sammlung: Datensammlung,
  benutzerId: number,
  jetzt: Date,
  zusatz: ExportZusatz,
): ZipFile {
  const { uploads } = zusatz;
  const zip = new ZipFile();
  const inhalt: ExportInhalt = {
    erstellt_am: jetzt.toISOString(),
    benutzer_id: benutzerId,
    umfang: zusatz.art,
    tabellen: [],
    stapel: [],
    dateien: [],
  };
  const bereiche = new Map<string, Record<string, Zeile[]>>();
  for (const { tabelle, bereich } of zusatz.karte) {
    const zeilen = sammlung.get(tabelle) ?? [];
    bereiche.set(bereich, { ...bereiche.get(bereich), [tabelle]: zeilen });
    inhalt.tabellen.push({ tabelle, datei: `${bereich}.json`, zeilen: zeilen.length });
  }
  for (const [bereich, tabellen] of bereiche) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(tabellen, null, 2)}\n`), `${bereich}.json`, { mtime: jetzt });
  }
  const karten = sammlung.get('unterrichtsmodulteil') ?? [];
  for (const stapel of sammlung.get('unterrichtsmodul') ?? []) {
    const id = Number(stapel['id']);
    const eigene = karten.filter((karte) => karte['unterrichtsmodule_id'] === id);
    const datei = `stapel/${id}-${dateiTeil(stapel['bezeichnung'])}.csv`;
    // The file imports again (01 §9, rule formatKartenCsv): cards without question or answer are in the JSON only.
    const zeilen = eigene
      .map((karte): CsvKarte => ({
        frage: text(karte['frage']).trim(),
        antworten: [text(karte['antwort1']).trim()],
      }))
      .filter((zeile) => zeile.frage !== '' && zeile.antworten[0] !== '');
    zip.addBuffer(Buffer.from(formatKartenCsv(zeilen)), datei, { mtime: jetzt });
    inhalt.stapel.push({ unterrichtsmodul_id: id, datei, karten: zeilen.length });
  }
  for (const [name, bytes] of uploads) {
    zip.addBuffer(bytes, `uploads/${name}`, { mtime: jetzt, compress: false });
    inhalt.dateien.push(`uploads/${name}`);
  }
  const json = (wert: unknown): Buffer => Buffer.from(`${JSON.stringify(wert, null, 2)}\n`);
  zip.addBuffer(json(zusatz.lesbar.pruefungen), 'pruefungen-lesbar.json', { mtime: jetzt });
  zip.addBuffer(json(zusatz.lesbar.wettbewerbe), 'wettbewerbe-lesbar.json', { mtime: jetzt });
  zip.addBuffer(json(inhalt), 'inhalt.json', { mtime: jetzt });
  zip.addBuffer(
    Buffer.from(liesmich(zusatz.art, zusatz.aufbewahrung, inhalt.dateien, zusatz.karte)),
    'LIESMICH.txt',
    {
      mtime: jetzt,
    },
  );
  zip.end();
  return zip;
}
