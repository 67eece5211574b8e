import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The canary manifest the tests configure for the exams remote. */
export const VORAB_EXAMS = '/remotes-vorab/exams/mf-manifest.json';

/** A REMOTES_CANARY_JSON file of a test, and a way to rewrite it (it is read per request). */
export function vorabDatei(inhalt: object = { remotes: { exams: VORAB_EXAMS } }): {
  pfad: string;
  schreiben(neu: object | string): void;
} {
  const pfad = join(mkdtempSync(join(tmpdir(), 'lernstapel-vorab-')), 'remotes-canary.json');
  const schreiben = (neu: object | string) =>
    writeFileSync(pfad, typeof neu === 'string' ? neu : JSON.stringify(neu));
  schreiben(inhalt);
  return { pfad, schreiben };
}
