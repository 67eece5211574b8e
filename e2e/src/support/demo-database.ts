import Database from 'better-sqlite3';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './e2e-env';

/**
 * Direct access to the portal's embedded database, for a precondition of one story that another
 * role's screens would set (e.g. a locked pupil for the login story; klasse.spec.ts locks through the UI).
 */
export function withDemoDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(join(__dirname, '..', '..', '..', E2E_DATA_DIR, 'lernstapel.sqlite'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export function setBlocked(benutzername: string, blocked: boolean): void {
  withDemoDatabase((db) =>
    db
      .prepare('UPDATE benutzer SET ist_gesperrt = ? WHERE benutzername = ?')
      .run(blocked ? 1 : 0, benutzername),
  );
}
