import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver.js';

type Callback = (error: { code?: unknown } | null, ...rest: unknown[]) => void;

interface PoolConnection {
  query(...args: unknown[]): unknown;
  destroy(): void;
}

interface Pool {
  on(event: 'acquire', listener: (connection: PoolConnection) => void): void;
}

const guarded = new WeakSet<PoolConnection>();

/**
 * mysql2 answers a statement that ran into its timeout (DB_QUERY_TIMEOUT_MS) with
 * PROTOCOL_SEQUENCE_TIMEOUT but keeps the connection, the unanswered statement still first in its
 * queue: every later statement on it (the transaction's ROLLBACK, the next request's query) would
 * wait behind it without a timeout of its own, for the whole outage. Such a connection is destroyed
 * before the caller hears of the timeout, so the pool replaces it and the next statement fails or
 * succeeds within its own timeout.
 */
function guard(connection: PoolConnection): void {
  if (guarded.has(connection)) return;
  guarded.add(connection);
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = ((error, ...rest) => {
        if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        (callback as Callback)(error, ...rest);
      }) satisfies Callback;
    }
    return query(...args);
  };
}

/** Watches the MySQL/MariaDB pool's connections (nothing to do on SQLite). */
@Injectable()
export class DropTimedOutConnections implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    if (!(this.dataSource.driver instanceof MysqlDriver)) return;
    (this.dataSource.driver.pool as Pool).on('acquire', guard);
  }
}
