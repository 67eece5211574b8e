import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { findProgram } from '../database/testing/own-mariadb';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A redis-server of a test's own on a free loopback port, without persistence; it can be stopped and started. */
export class OwnRedis {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly program: string,
  ) {}

  static program(): string | null {
    return findProgram('redis-server');
  }

  static async start(): Promise<OwnRedis> {
    const program = OwnRedis.program();
    if (!program) throw new Error('redis-server is not installed');
    const redis = new OwnRedis(await freePort(), program);
    await redis.startAgain();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again, on the same port) and waits until it answers PING. */
  async startAgain(): Promise<void> {
    this.process = spawn(
      this.program,
      ['--bind', '127.0.0.1', '--port', String(this.port), '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const client = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          if (client.status !== 'ready') await client.connect();
          if ((await client.ping()) === 'PONG') return;
        } catch (error) {
          if (attempt > 50) throw error;
          client.disconnect();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      client.disconnect();
    }
  }

  /** Stops the server and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}
