import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../config/api-config';
import { MIGRATIONS } from './migrations';
import { QueryLogger } from './query-logger';

type Env = Record<string, string | undefined>;

const MYSQL_URL = /^(mysql|mariadb):\/\//i;
const SQLITE_MEMORY = /^sqlite::?memory:?$/i;
const SQLITE_FILE = /^sqlite:(?:\/\/)?(.+)$/i;

export const SQLITE_FILE_NAME = 'lernstapel.sqlite';

/**
 * Connections per API instance (mysql2's default is 10). A quiz answer holds one for its transaction,
 * commit fsync included; with 10, fsync spikes left requests queueing for a connection at 500 box
 * updates/s (bench:quiz on the shared machine, pool 10 → 30: 361-379 → 487-495 req/s, p99 285-504 →
 * 225-254 ms; 20 in between and noisy). MariaDB's default max_connections (151) leaves room for
 * several instances.
 */
export const MYSQL_POOL_SIZE = 20;

/**
 * Shared by every driver: explicit migrations, migrations on start, never synchronize. No entity
 * list: each module registers its own entities (TypeOrmModule.forFeature) and the API loads them
 * (autoLoadEntities in AppModule), so the database folder imports no domain.
 */
const COMMON = {
  migrations: MIGRATIONS,
  migrationsRun: true,
  migrationsTransactionMode: 'each',
  synchronize: false,
  logger: new QueryLogger(),
} as const;

/** True when the options point at MySQL/MariaDB (`DATABASE_URL=mysql://…`). */
export function isMysqlUrl(url: string | undefined): boolean {
  return url !== undefined && MYSQL_URL.test(url);
}

/**
 * Database connection from the environment:
 * - `DATABASE_URL=mysql://user:pass@host:port/db` (or mariadb://) → MySQL/MariaDB via mysql2;
 * - `DATABASE_URL=sqlite::memory:` → an in-memory SQLite database (tests);
 * - `DATABASE_URL=sqlite:/path/file.sqlite` → that SQLite file;
 * - otherwise the embedded default `${DATA_DIR ?? './data'}/lernstapel.sqlite` (directory created).
 * better-sqlite3 runs `PRAGMA foreign_keys = ON` on connect, so the FK cascades apply on SQLite too;
 * a file runs in WAL mode (SQLITE_FILE_JOURNAL).
 */
export function dataSourceOptions(
  env: Env = process.env,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DataSourceOptions {
  const url = env['DATABASE_URL']?.trim() || undefined;
  if (url !== undefined && isMysqlUrl(url)) {
    return {
      ...COMMON,
      type: 'mysql',
      url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: timeouts.connectMs,
      enableQueryTimeout: true,
      maxQueryExecutionTime: timeouts.queryMs,
      poolSize: MYSQL_POOL_SIZE,
      // mysql2 captures a stack trace for every statement to decorate a possible error; TypeORM wraps
      // each error in its own QueryFailedError anyway. Off: a quiz answer (7 statements) costs the API
      // 0.98 instead of 1.10 ms CPU (bench:quiz).
      trace: false,
    };
  }
  if (url !== undefined && SQLITE_MEMORY.test(url)) {
    return {
      ...COMMON,
      type: 'better-sqlite3',
      database: ':memory:',
      timeout: timeouts.queryMs,
      prepareDatabase: sicherLoeschen,
    };
  }
  const fileMatch = url === undefined ? null : SQLITE_FILE.exec(url);
  if (url !== undefined && fileMatch === null) {
    throw new Error(
      `DATABASE_URL must start with mysql://, mariadb:// or sqlite: (got scheme "${url.split(':')[0]}")`,
    );
  }
  const database = fileMatch?.[1] ?? join(env['DATA_DIR'] || './data', SQLITE_FILE_NAME);
  createPrivately(database);
  return { ...COMMON, ...SQLITE_FILE_JOURNAL, type: 'better-sqlite3', database, timeout: timeouts.queryMs };
}

/**
 * The embedded file in WAL mode with synchronous=NORMAL (issue 11 bench:quiz). better-sqlite3 blocks
 * the event loop, and the default rollback journal with synchronous=FULL fsyncs on every commit
 * (about 8 ms here, so at most ~125 writes/s for the whole portal). In WAL mode a commit appends to
 * the log; NORMAL syncs it at checkpoints. A crash of the server process loses nothing; a power cut
 * or OS crash may lose the last commits before the checkpoint, but never corrupts the file (SQLite's
 * documented guarantee for WAL + NORMAL). Readers (another process, a backup) no longer wait for writers.
 */
const SQLITE_FILE_JOURNAL = {
  enableWAL: true,
  prepareDatabase: (db: SqlitePragmas) => {
    db.pragma('synchronous = NORMAL');
    sicherLoeschen(db);
  },
} as const;

interface SqlitePragmas {
  pragma(source: string): unknown;
}

/**
 * Issue 29: deleted rows are overwritten with zeros in the file, not left readable in free pages
 * (SQLite's secure_delete). A deletion then truncates the write-ahead log (DatenschutzService), which
 * would otherwise still hold the old pages until they are overwritten.
 */
function sicherLoeschen(db: SqlitePragmas): void {
  db.pragma('secure_delete = ON');
}

/**
 * Issue 14 #11: the database holds every login code, so its folder and file are the server user's
 * alone (0700/0600; SQLite gives its journal files the file's mode). An existing file is tightened
 * where the server may; one it does not own is left as the operator set it.
 */
function createPrivately(database: string): void {
  mkdirSync(join(database, '..'), { recursive: true, mode: 0o700 });
  if (!existsSync(database)) closeSync(openSync(database, 'a', 0o600));
  try {
    chmodSync(database, 0o600);
  } catch {
    // Not ours to change.
  }
}
