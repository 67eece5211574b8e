import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestDataSource, type TestDatabase } from '../database/testing/test-database';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { createBackup, fileHashes, restoreBackup } from './backup';
import { rowLines, tableChecksums, tableNames, tableRows } from './table-checksums';

/** DATABASE_URL of a test database (its options), as the backup commands read it from the environment. */
function databaseUrlOf(database: TestDatabase): string {
  const options = database.options;
  return options.type === 'mysql' ? String(options.url) : `sqlite:${String(options.database)}`;
}

async function rowsOfEveryTable(dataSource: DataSource): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  for (const table of await tableNames(dataSource)) {
    result.set(table, rowLines(await tableRows(dataSource, table)));
  }
  return result;
}

/**
 * Issue 26 §3: a seeded installation is backed up (while it is written to), restored into a fresh
 * database and data folder, and compared table by table and file by file.
 */
describe('npm run backup / npm run restore', () => {
  let testApp: TestApp;
  let folder: string;
  let restoredDatabase: TestDatabase;
  let restored: DataSource | undefined;

  beforeEach(async () => {
    testApp = await createTestApp({}, { shareable: true });
    folder = mkdtempSync(join(tmpdir(), 'lernstapel-backup-test-'));
    // Uploaded images, the pronunciation cache and a mail of the outbox, as the portal writes them.
    for (const [sub, name] of [
      ['uploads', 'bild-1.webp'],
      ['uploads', 'bild-2.webp'],
      ['aussprache', 'de/haus.mp3'],
      ['outbox', 'mail-1.eml'],
    ] as const) {
      mkdirSync(join(testApp.config.dataDir, sub, name, '..'), { recursive: true });
      writeFileSync(join(testApp.config.dataDir, sub, name), randomBytes(2048));
    }
    restoredDatabase = await createTestDataSource(process.env, { shared: true });
  });

  afterEach(async () => {
    await restored?.destroy();
    restored = undefined;
    await restoredDatabase.dispose();
    await testApp.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function backupAndRestore(): Promise<{ copy: DataSource; target: string }> {
    const source = { databaseUrl: databaseUrlOf(testApp.database), dataDir: testApp.config.dataDir };
    const { archive } = await createBackup(source, join(folder, 'backups'));
    const target = join(folder, 'restored-data');
    await restoreBackup(archive, { databaseUrl: databaseUrlOf(restoredDatabase), dataDir: target });
    const copy = await new DataSource(restoredDatabase.options).initialize();
    restored = copy;
    return { copy, target };
  }

  it('gives back every table row for row and every file byte for byte', async () => {
    const { copy, target } = await backupAndRestore();
    const live = await tableChecksums(testApp.dataSource);
    expect(Object.keys(live).length).toBeGreaterThan(20);
    expect(live['benutzer']?.rows).toBeGreaterThan(0);
    expect(await tableChecksums(copy)).toEqual(live);
    const files = fileHashes(
      testApp.config.dataDir,
      (path) => path.endsWith('.sqlite') || path.includes('.sqlite-'),
    );
    // Besides what the test wrote, the portal's own files (the device-cookie key) travel along.
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'aussprache/de/haus.mp3',
        'outbox/mail-1.eml',
        'uploads/bild-1.webp',
        'uploads/bild-2.webp',
      ]),
    );
    expect(fileHashes(target, (path) => path.includes('.sqlite'))).toEqual(files);
  });

  it('takes one consistent moment while a pupil keeps writing', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const folders = async () => (await tableRows(testApp.dataSource, 'benutzerordner')).length;
    const before = await rowsOfEveryTable(testApp.dataSource);
    let writing = true;
    let created = 0;
    let firstWritten: (() => void) | undefined;
    const writingStarted = new Promise<void>((resolve) => (firstWritten = resolve));
    const load = (async () => {
      while (writing) {
        created += 1;
        await request(testApp.server)
          .post('/api/benutzerordner')
          .set('Cookie', cookie)
          .send({ name: `Ordner ${created}` })
          .expect(200);
        firstWritten?.();
      }
    })();
    // The pupil's first folder, not a fixed wait: on a busy machine 100 ms may pass before it lands.
    await writingStarted;
    const atStart = await folders();
    const { copy } = await backupAndRestore();
    writing = false;
    await load;
    const after = await rowsOfEveryTable(testApp.dataSource);
    expect(atStart).toBeGreaterThan(before.get('benutzerordner')?.length ?? 0);
    expect(after.get('benutzerordner')?.length).toBeGreaterThan(atStart);

    for (const [table, rows] of await rowsOfEveryTable(copy)) {
      const afterRows = new Set(after.get(table) ?? []);
      // Taken between the two moments: everything written before it, nothing that never existed.
      if (table === 'benutzerordner') {
        expect(rows.length).toBeGreaterThanOrEqual(atStart);
        expect(rows.filter((row) => !afterRows.has(row))).toEqual([]);
      } else {
        expect({ table, rows }).toEqual({ table, rows: expect.arrayContaining(before.get(table) ?? []) });
      }
    }
  });

  it('never restores over a database in use or into a folder with files', async () => {
    const source = { databaseUrl: databaseUrlOf(testApp.database), dataDir: testApp.config.dataDir };
    const { archive } = await createBackup(source, join(folder, 'backups'));
    await expect(restoreBackup(archive, source)).rejects.toThrow(
      'The target database already has tables: restore into a fresh, empty database',
    );
    await expect(
      restoreBackup(archive, {
        databaseUrl: databaseUrlOf(restoredDatabase),
        dataDir: testApp.config.dataDir,
      }),
    ).rejects.toThrow(/is not empty/);
  });
});
