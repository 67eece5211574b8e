import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MYSQL_POOL_SIZE, SQLITE_FILE_NAME } from './data-source-options';
import { MIGRATIONS } from './migrations';

describe('dataSourceOptions', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lernstapel-ds-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('uses MySQL/MariaDB through mysql2 for a mysql:// URL', () => {
    const url = 'mysql://app:secret@db.example:3306/lernstapel';
    expect(dataSourceOptions({ DATABASE_URL: url })).toMatchObject({
      type: 'mysql',
      url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      poolSize: MYSQL_POOL_SIZE,
    });
  });

  it.each([
    ['mariadb://app:secret@db.example/lernstapel', 'mysql'],
    ['sqlite::memory:', 'better-sqlite3'],
  ])('maps %s to %s', (url, type) => {
    expect(dataSourceOptions({ DATABASE_URL: url }).type).toBe(type);
  });

  it('uses an in-memory SQLite database for sqlite::memory:', () => {
    expect(dataSourceOptions({ DATABASE_URL: 'sqlite::memory:' })).toMatchObject({
      type: 'better-sqlite3',
      database: ':memory:',
    });
  });

  it('defaults to an embedded SQLite file under DATA_DIR and creates the directory', () => {
    const dataDir = join(dir, 'nested', 'data');
    const options = dataSourceOptions({ DATA_DIR: dataDir });
    expect(options).toMatchObject({ type: 'better-sqlite3', database: join(dataDir, SQLITE_FILE_NAME) });
    expect(existsSync(dataDir)).toBe(true);
  });

  it('defaults DATA_DIR to ./data', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(dataSourceOptions({})).toMatchObject({ database: join('data', SQLITE_FILE_NAME) });
      expect(existsSync(join(dir, 'data'))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('accepts a SQLite file URL', () => {
    const file = join(dir, 'other', 'x.sqlite');
    expect(dataSourceOptions({ DATABASE_URL: `sqlite:${file}` })).toMatchObject({
      type: 'better-sqlite3',
      database: file,
    });
    expect(existsSync(join(dir, 'other'))).toBe(true);
  });

  it('rejects an unknown scheme without echoing credentials', () => {
    expect(() => dataSourceOptions({ DATABASE_URL: 'postgres://u:topsecret@h/db' })).toThrow(/postgres/);
    expect(() => dataSourceOptions({ DATABASE_URL: 'postgres://u:topsecret@h/db' })).not.toThrow(/topsecret/);
  });

  it('runs the explicit migrations on start and never synchronizes', () => {
    const options = dataSourceOptions({ DATABASE_URL: 'sqlite::memory:' });
    // The modules register the entities (autoLoadEntities in AppModule).
    expect(options.entities).toBeUndefined();
    expect(options).toMatchObject({
      migrations: MIGRATIONS,
      migrationsRun: true,
      migrationsTransactionMode: 'each',
      synchronize: false,
    });
  });

  it('opens an embedded file in WAL mode with synchronous=NORMAL (a commit does not wait for the disk)', async () => {
    const file = join(dir, 'wal.sqlite');
    const dataSource = new DataSource({
      ...dataSourceOptions({ DATABASE_URL: `sqlite:${file}` }),
      migrationsRun: false,
    });
    await dataSource.initialize();
    try {
      expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      // 1 = NORMAL (2 would be FULL, the default).
      expect(await dataSource.query('PRAGMA synchronous')).toEqual([{ synchronous: 1 }]);
    } finally {
      await dataSource.destroy();
    }
  });
});
