import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/** The path of a program on PATH (also /usr/sbin, where Debian puts mariadbd), or null. */
export function findProgram(name: string): string | null {
  for (const dir of [...(process.env['PATH'] ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not here
    }
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A MariaDB server of one test file's own (the shared one serves the other suites): its own data
 * folder and port, started like .ci/run starts CI's, so the test may freeze, stop and restart it.
 */
export class OwnMariaDb {
  private process: ChildProcess | null = null;

  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  /** A fresh server with database app_test and user app/app allowed on app_test%, like CI. */
  static async start(): Promise<OwnMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'lernstapel-mariadb-'));
    execFileSync(
      'mariadb-install-db',
      [
        `--datadir=${join(dir, 'data')}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: 'ignore' },
    );
    const server = new OwnMariaDb(dir, await freePort());
    await server.run();
    const root = await createConnection({ socketPath: server.socket, user: 'root' });
    try {
      await root.query(`CREATE DATABASE app_test CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await root.query(`CREATE USER 'app'@'127.0.0.1' IDENTIFIED BY 'app'`);
      await root.query("GRANT ALL ON `app_test%`.* TO 'app'@'127.0.0.1'");
    } finally {
      await root.end();
    }
    return server;
  }

  get url(): string {
    return `mysql://app:app@127.0.0.1:${this.port}/app_test`;
  }

  private get socket(): string {
    return join(this.dir, 'mdb.sock');
  }

  /** Starts mariadbd (again, on the same data and port) and waits until it answers. */
  async run(): Promise<void> {
    this.process = spawn(
      findProgram('mariadbd') ?? 'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--socket=${this.socket}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        '--user=root',
        '--skip-name-resolve',
      ],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 120; attempt += 1) {
      try {
        const probe = await createConnection({ socketPath: this.socket, user: 'root', connectTimeout: 500 });
        await probe.end();
        return;
      } catch {
        await wait(250);
      }
    }
    throw new Error('own mariadbd did not start');
  }

  /** SIGSTOP: the server keeps its connections open but answers nothing (a frozen host). */
  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }

  /** SIGTERM, and waits until the process has ended. */
  async stop(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const ended = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await ended;
    this.process = null;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
