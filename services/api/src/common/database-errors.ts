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
