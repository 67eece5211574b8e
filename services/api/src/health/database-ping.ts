import type { DataSource } from 'typeorm';

/** A ping must answer before the load balancer's own check times out (deploy/haproxy.cfg: 5 s). */
export const PING_TIMEOUT_MS = 1_000;

/** How long one ping's result stands for every check that asks (at most one ping per instance and second). */
export const PING_FRESH_MS = 1_000;

/** The parts of TypeORM's MySQL driver that open a connection of its own (mysql2 and its options). */
interface MysqlDriverParts {
  mysql: { createConnection(options: unknown): PingConnection };
  createConnectionOptions(options: unknown, credentials: unknown): Promise<unknown>;
  options: unknown;
}

interface PingConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  destroy(): void;
  stream?: { unref?: () => void };
}

function withinTimeout<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Is the database reachable? Asked by the load balancer every second on every instance (issue 26).
 * Through the pool the ping queued behind the users' statements: at 300 pupils a busy pool (20
 * connections, most acquisitions waiting, up to 1.5 s) made `SELECT 1` take over 3 s on both
 * instances, and HAProxy took both out. On MySQL/MariaDB the ping therefore has a connection of its
 * own, outside the pool; one ping answers every check for PING_FRESH_MS, and checks that come while
 * one runs wait for that one.
 */
export class DatabasePing {
  private connection: PingConnection | null = null;
  private running: Promise<boolean> | null = null;
  private last: { at: number; answers: boolean } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  answers(now = Date.now()): Promise<boolean> {
    // A closed data source is not ready, whatever the own connection says.
    if (!this.dataSource.isInitialized) return Promise.resolve(false);
    if (this.running) return this.running;
    if (this.last && now - this.last.at < PING_FRESH_MS) return Promise.resolve(this.last.answers);
    this.running = this.ping().then((answers) => {
      this.last = { at: Date.now(), answers };
      this.running = null;
      return answers;
    });
    return this.running;
  }

  close(): void {
    this.connection?.destroy();
    this.connection = null;
  }

  private async ping(): Promise<boolean> {
    try {
      if (this.dataSource.options.type !== 'mysql') {
        // SQLite: no pool and no network; the statement runs at once.
        await withinTimeout(this.dataSource.query('SELECT 1'));
        return true;
      }
      const connection = await withinTimeout(this.ownConnection());
      await withinTimeout(
        new Promise<void>((resolve, reject) =>
          connection.query('SELECT 1', (error) => (error ? reject(error) : resolve())),
        ),
      );
      return true;
    } catch {
      // A timed-out or broken connection is opened anew by the next ping.
      this.close();
      return false;
    }
  }

  private async ownConnection(): Promise<PingConnection> {
    if (this.connection) return this.connection;
    const driver = this.dataSource.driver as unknown as MysqlDriverParts;
    const options = await driver.createConnectionOptions(driver.options, driver.options);
    const connection = driver.mysql.createConnection(options);
    connection.on('error', () => {
      if (this.connection === connection) this.connection = null;
    });
    // The ping's socket never keeps a stopping process alive.
    connection.stream?.unref?.();
    this.connection = connection;
    return connection;
  }
}
