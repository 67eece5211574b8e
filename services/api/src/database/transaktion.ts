import {
  DataSource as DataSourceClass,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';
import { isLockConflict } from '../common/database-errors';

/** Attempts per transaction: the first run and three retries. */
export const TRANSAKTION_VERSUCHE = 4;

/** Upper bound of the random pause before retry n (ms): 20, 40, 80. */
const PAUSE_MS = 20;

/** Where the services get their pause; a test may replace it to count the retries. */
export const warten = {
  pause: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

const istMysql = (dataSource: DataSource) =>
  dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';

/**
 * The one place that retries writes on a lock conflict (issue 22 §3). InnoDB resolves a deadlock or a
 * lock wait timeout by rolling one transaction back (MySQL 1213/1205), SQLite answers SQLITE_BUSY when
 * another connection held the file: the work is run again from the start, a bounded number of times,
 * after a short random pause so the two rivals do not collide again. Any other error, or the last
 * attempt's, goes to the caller (the error filter answers a remaining lock conflict with 503).
 * `work` must be one transaction or one statement: it may run more than once.
 */
export async function mitWiederholung<T>(work: () => Promise<T>): Promise<T> {
  for (let versuch = 1; ; versuch++) {
    try {
      return await work();
    } catch (error) {
      if (versuch >= TRANSAKTION_VERSUCHE || !isLockConflict(error)) throw error;
      await warten.pause(Math.random() * PAUSE_MS * 2 ** (versuch - 1));
    }
  }
}

/**
 * A write transaction, run again from the start on a lock conflict (mitWiederholung). `isolation`
 * 'READ COMMITTED' (MySQL/MariaDB only; SQLite transactions are serialisable anyway) for deletions that
 * update or delete by unindexed columns: under InnoDB's default REPEATABLE READ such a statement keeps
 * the lock of every row it scanned, and two of them at once deadlock on each other's tables.
 */
export function transaktion<T>(
  datenbank: DataSource | EntityManager,
  work: (manager: EntityManager) => Promise<T>,
  isolation?: 'READ COMMITTED',
): Promise<T> {
  if (isolation && istMysql(datenbank instanceof DataSourceClass ? datenbank : datenbank.connection)) {
    return mitWiederholung(() => datenbank.transaction(isolation, work));
  }
  return mitWiederholung(() => datenbank.transaction(work));
}

/**
 * Takes the exclusive lock of one row for the rest of the caller's transaction, and says whether the
 * row exists. Lock the parent first (a stack, a topic, a pupil): concurrent transactions on the same
 * parent then run one after the other, and a check-then-insert under it cannot be overtaken. On
 * InnoDB SELECT … FOR UPDATE; SQLite's write transactions hold the whole file already.
 */
export async function zeileSperren(
  manager: EntityManager,
  ziel: EntityTarget<ObjectLiteral>,
  id: number,
): Promise<boolean> {
  if (!istMysql(manager.connection)) return manager.existsBy(ziel, { id });
  const zeile = await manager
    .createQueryBuilder(ziel, 'zeile')
    .select('zeile.id')
    .where('zeile.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
  return zeile !== null;
}
