import { DataSource } from 'typeorm';

/** The parts of mysql2's pool we read; mysql2 keeps them as fields without a public accessor. */
interface Mysql2Pool {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/** How the MySQL/MariaDB pool is used right now; null on SQLite (no pool) or before it exists. */
export function mysqlPoolUse(dataSource: DataSource): { open: number; busy: number; waiting: number } | null {
  if (!dataSource.isInitialized || dataSource.options.type !== 'mysql') return null;
  const pool = (dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
  if (!pool?._allConnections || !pool._freeConnections || !pool._connectionQueue) return null;
  const open = pool._allConnections.length;
  return { open, busy: open - pool._freeConnections.length, waiting: pool._connectionQueue.length };
}
