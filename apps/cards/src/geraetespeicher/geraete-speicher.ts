import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { GERAETESPEICHER_DATENBANK, type QuizStapel } from '@lernstapel/contracts';
import type { Medium } from './medien';
import { abgelaufen, BUDGET_BYTES, platzSchaffen, type Belegt } from './platz';

/**
 * Issue 27: the stacks kept on the device for learning without a network, in IndexedDB. Every record
 * carries its user's id and every read asks for one user's records only: a second user of the device
 * never sees the first one's stacks, even before the logout deletes the whole database.
 */

/** A kept stack: the quiz as GET /api/unterrichtsmodulteile/quiz/{id} answered it (nothing more). */
export interface GespeicherterStapel extends Belegt {
  benutzerId: number;
  quiz: QuizStapel;
  /** The own-server files of its cards (kept in the store 'medien'). */
  medien: string[];
}

/** What 'Auf diesem Gerät gespeichert' shows. */
export interface Belegung {
  stapel: number;
  bytes: number;
  budget: number;
}

interface GeraetSchema extends DBSchema {
  stapel: { key: [number, number]; value: GespeicherterStapel; indexes: { benutzer: number } };
  medien: { key: [number, string]; value: Medium & { benutzerId: number }; indexes: { benutzer: number } };
}

type Datenbank = IDBPDatabase<GeraetSchema>;
let verbindung: Promise<Datenbank> | null = null;

function oeffnen(): Promise<Datenbank> {
  verbindung ??= openDB<GeraetSchema>(GERAETESPEICHER_DATENBANK, 1, {
    upgrade(db) {
      db.createObjectStore('stapel', { keyPath: ['benutzerId', 'stapelId'] }).createIndex(
        'benutzer',
        'benutzerId',
      );
      db.createObjectStore('medien', { keyPath: ['benutzerId', 'url'] }).createIndex(
        'benutzer',
        'benutzerId',
      );
    },
    // The logout deletes the database (the shell): let it, and open anew when asked again.
    blocking() {
      void verbindung?.then((db) => db.close());
      verbindung = null;
    },
    terminated() {
      verbindung = null;
    },
  });
  return verbindung;
}

/** The bytes a stack takes: its cards as stored text, and its files. */
function groesse(quiz: QuizStapel, medien: readonly Medium[]): number {
  return new Blob([JSON.stringify(quiz)]).size + medien.reduce((summe, m) => summe + m.bytes.byteLength, 0);
}

async function stapelVon(db: Datenbank, benutzerId: number): Promise<GespeicherterStapel[]> {
  return db.getAllFromIndex('stapel', 'benutzer', benutzerId);
}

/** Deletes the user's stacks `ids` and the files no other kept stack of theirs names. */
async function entfernen(db: Datenbank, benutzerId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const tx = db.transaction(['stapel', 'medien'], 'readwrite');
  for (const id of ids) await tx.objectStore('stapel').delete([benutzerId, id]);
  const bleiben = await tx.objectStore('stapel').index('benutzer').getAll(benutzerId);
  const genannt = new Set(bleiben.flatMap((eintrag) => eintrag.medien));
  for (const url of await tx.objectStore('medien').index('benutzer').getAllKeys(benutzerId)) {
    if (!genannt.has(url[1])) await tx.objectStore('medien').delete(url);
  }
  await tx.done;
}

export interface BehaltenOptionen {
  /** Assigned to the user: kept while assigned, dropped last. */
  zugewiesen?: boolean;
  /** Opened now (a quiz the user opened), or only brought up to date (an assignment kept in advance). */
  geoeffnet?: boolean;
  jetzt?: number;
  budget?: number;
}

/**
 * Keeps (or renews) the user's copy of a stack with its files, within the budget: older stacks make
 * room. Answers false when the stack alone is larger than the budget (then nothing changes).
 */
export async function behalten(
  benutzerId: number,
  quiz: QuizStapel,
  medien: readonly Medium[],
  { zugewiesen = false, geoeffnet = true, jetzt = Date.now(), budget = BUDGET_BYTES }: BehaltenOptionen = {},
): Promise<boolean> {
  const db = await oeffnen();
  const vorhanden = await stapelVon(db, benutzerId);
  const bisher = vorhanden.find((eintrag) => eintrag.stapelId === quiz.id);
  const neu: GespeicherterStapel = {
    benutzerId,
    stapelId: quiz.id,
    quiz,
    medien: medien.map((medium) => medium.url),
    bytes: groesse(quiz, medien),
    geoeffnetAm: geoeffnet ? jetzt : (bisher?.geoeffnetAm ?? jetzt),
    // Opening an assigned stack keeps it assigned; the end of an assignment is zuweisungenAbgleichen's.
    zugewiesen: zugewiesen || (bisher?.zugewiesen ?? false),
  };
  const entscheidung = platzSchaffen(vorhanden, neu, budget);
  if (!entscheidung.behalten) return false;
  await entfernen(db, benutzerId, [...entscheidung.entfernen, ...abgelaufen(vorhanden, jetzt)]);
  const tx = db.transaction(['stapel', 'medien'], 'readwrite');
  for (const medium of medien) await tx.objectStore('medien').put({ ...medium, benutzerId });
  await tx.objectStore('stapel').put(neu);
  await tx.done;
  return true;
}

/** The user's kept stacks, last opened first. */
export async function gespeicherteStapel(benutzerId: number): Promise<GespeicherterStapel[]> {
  const alle = await stapelVon(await oeffnen(), benutzerId);
  return alle.sort((a, b) => b.geoeffnetAm - a.geoeffnetAm);
}

/** One kept stack of the user with its files, or undefined. */
export async function gespeicherterStapel(
  benutzerId: number,
  stapelId: number,
): Promise<{ quiz: QuizStapel; medien: Medium[] } | undefined> {
  const db = await oeffnen();
  const eintrag = await db.get('stapel', [benutzerId, stapelId]);
  if (!eintrag) return undefined;
  const medien = await Promise.all(eintrag.medien.map((url) => db.get('medien', [benutzerId, url])));
  return {
    quiz: eintrag.quiz,
    medien: medien.filter((medium): medium is Medium & { benutzerId: number } => medium !== undefined),
  };
}

/** The user's kept files already on the device (not fetched again). */
export async function vorhandeneMedien(benutzerId: number, urls: readonly string[]): Promise<Medium[]> {
  const db = await oeffnen();
  const medien = await Promise.all(urls.map((url) => db.get('medien', [benutzerId, url])));
  return medien.filter((medium): medium is Medium & { benutzerId: number } => medium !== undefined);
}

/** How many stacks and bytes the user keeps here, of how much. */
export async function belegung(benutzerId: number, budget: number = BUDGET_BYTES): Promise<Belegung> {
  const alle = await stapelVon(await oeffnen(), benutzerId);
  return { stapel: alle.length, bytes: alle.reduce((summe, e) => summe + e.bytes, 0), budget };
}

/** 'Löschen': everything the user keeps on this device (other users' records stay theirs). */
export async function allesLoeschen(benutzerId: number): Promise<void> {
  const db = await oeffnen();
  await entfernen(
    db,
    benutzerId,
    (await stapelVon(db, benutzerId)).map((eintrag) => eintrag.stapelId),
  );
}

/** Assignments that ended: their stacks age out like any opened stack. */
export async function zuweisungenAbgleichen(
  benutzerId: number,
  zugewiesen: ReadonlySet<number>,
): Promise<void> {
  const db = await oeffnen();
  const tx = db.transaction('stapel', 'readwrite');
  for (const eintrag of await tx.store.index('benutzer').getAll(benutzerId)) {
    if (eintrag.zugewiesen && !zugewiesen.has(eintrag.stapelId))
      await tx.store.put({ ...eintrag, zugewiesen: false });
  }
  await tx.done;
}
