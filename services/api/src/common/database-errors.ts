import { QueryFailedError } from 'typeorm';

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
}

/** The driver's own error: TypeORM wraps failed queries in QueryFailedError, connection errors come bare. */
function driverErrorOf(error: unknown): DriverError | null {
  if (error instanceof QueryFailedError) return error.driverError as DriverError;
  return error !== null && typeof error === 'object' ? (error as DriverError) : null;
}

function codeOf(error: unknown): string {
  const code = driverErrorOf(error)?.code;
  return typeof code === 'string' ? code : '';
}

/** mysql2 and Node socket codes of a database that cannot be reached or did not answer in time. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  // A deadlock still there after transaktion()'s retries: the same request will most likely pass shortly.
  'ER_LOCK_DEADLOCK',
  'ER_QUERY_TIMEOUT',
  'ER_STATEMENT_TIMEOUT',
  // better-sqlite3: another writer held the file longer than the busy timeout.
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** True when the database is down, frozen or overloaded: the request may succeed again shortly (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNREACHABLE_CODES.has(codeOf(error))) return true;
  // mysql2 reports a lost or timed-out connection without a code in a few paths.
  const message = driverErrorOf(error)?.message;
  return (
    typeof message === 'string' && /Connection lost|connect ETIMEDOUT|Query inactivity timeout/i.test(message)
  );
}

/**
 * Two transactions waited for each other's row locks (MySQL 1213 ER_LOCK_DEADLOCK, 1205
 * ER_LOCK_WAIT_TIMEOUT) or another connection held the SQLite file (SQLITE_BUSY): the database rolled
 * the statement or transaction back, and running the whole transaction again is safe.
 */
export function isLockConflict(error: unknown): boolean {
  const driverError = driverErrorOf(error);
  if (driverError?.errno === 1213 || driverError?.errno === 1205) return true;
  const code = codeOf(error);
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code.startsWith('SQLITE_BUSY');
}

/**
 * A row refers to one that is gone (MySQL 1452 ER_NO_REFERENCED_ROW_2, SQLite FOREIGN KEY): another
 * request deleted it a moment before (a stack, a pupil, the user's own account).
 */
export function isReferenceGone(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_NO_REFERENCED_ROW' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
}

/** A unique key refused a row (MySQL/MariaDB ER_DUP_ENTRY, SQLite UNIQUE constraint). */
export function isUniqueViolation(error: unknown, index?: { mysql: string; sqlite: string }): boolean {
  const code = codeOf(error);
  if (code !== 'ER_DUP_ENTRY' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  if (!index) return true;
  const message = String(driverErrorOf(error)?.message ?? '');
  // MySQL names the key ("for key 'benutzer.UQ_benutzer_email'"), SQLite the columns.
  return code === 'ER_DUP_ENTRY' ? message.includes(index.mysql) : message.includes(index.sqlite);
}

/** A value longer than its column (MySQL/MariaDB in strict mode; SQLite does not check lengths). */
export function isValueTooLong(error: unknown): boolean {
  return codeOf(error) === 'ER_DATA_TOO_LONG';
}
