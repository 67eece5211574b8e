import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import { dataSourceOptions as apiDataSourceOptions, isMysqlUrl } from '../data-source-options';
import { ALLE_ENTITIES } from './alle-entities';

type Env = Record<string, string | undefined>;

function dataSourceOptions(env: Env): DataSourceOptions {
  return { ...apiDataSourceOptions(env), entities: ALLE_ENTITIES };
}

export interface TestDatabase {
  /**
   * Options for a fresh, empty database (migrations run on initialize, as in production), with every
   * entity for a DataSource opened directly (AppModule loads only those its modules register).
   */
  options: DataSourceOptions;
  /** Drops the database again (MySQL); nothing to do for in-memory SQLite. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file:
 * - `DATABASE_URL=mysql://user:pass@host:port/app_test` → a new database `app_test_<worker>_<random>`
 *   next to the given one (CI grants the user `app_test%`), dropped by `dispose()`;
 * - otherwise in-memory SQLite (each DataSource gets its own), or with `shared` a SQLite file in a
 *   temporary folder, so that two API instances of one test can use the same database.
 */
export async function createTestDataSource(
  env: Env = process.env,
  { shared = false }: { shared?: boolean } = {},
): Promise<TestDatabase> {
  const url = env['DATABASE_URL'];
  if ((url === undefined || !isMysqlUrl(url)) && shared) {
    const folder = mkdtempSync(join(tmpdir(), 'lernstapel-db-'));
    return {
      options: dataSourceOptions({ DATABASE_URL: `sqlite:${join(folder, 'test.sqlite')}` }),
      dispose: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  if (url === undefined || !isMysqlUrl(url)) {
    return {
      options: dataSourceOptions({ DATABASE_URL: 'sqlite::memory:' }),
      dispose: async () => undefined,
    };
  }
  const base = new URL(url);
  const baseName = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'app_test';
  const suffix = `${env['JEST_WORKER_ID'] ?? '0'}_${randomBytes(5).toString('hex')}`;
  const name = `${baseName}_${suffix}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 64);
  await runAsServerUser(base, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    options: dataSourceOptions({ DATABASE_URL: testUrl.toString() }),
    dispose: () => runAsServerUser(base, `DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/** One statement on the server of `url`, without selecting a database. */
async function runAsServerUser(url: URL, sql: string): Promise<void> {
  const connection = await createConnection({
    host: url.hostname,
    port: url.port === '' ? 3306 : Number(url.port),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}
