import { request as httpRequest, type Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { PushEreignis } from '@lernstapel/contracts';

interface Waiter {
  predicate: (ereignis: PushEreignis) => boolean;
  resolve: (ereignis: PushEreignis) => void;
}

/**
 * A reader of GET /api/push over a real HTTP connection, as a browser's EventSource would hold it:
 * for the integration tests and the races benchmark.
 */
export class PushClient {
  readonly received: PushEreignis[] = [];
  /** Called for every event as it arrives (the benchmark's clock). */
  onEvent: ((ereignis: PushEreignis) => void) | null = null;
  private readonly waiters = new Set<Waiter>();
  private response: IncomingMessage | null = null;

  private constructor(private readonly close_: () => void) {}

  static open(target: Server | { port: number }, cookie: string, agent?: Agent): Promise<PushClient> {
    const port = 'address' in target ? (target.address() as AddressInfo).port : target.port;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/push',
          headers: { cookie, accept: 'text/event-stream' },
          agent,
        },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`push channel answered ${response.statusCode}`));
            response.resume();
            return;
          }
          const client = new PushClient(() => req.destroy());
          client.response = response;
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              for (const line of block.split('\n')) {
                if (line.startsWith('data: ')) client.receive(JSON.parse(line.slice(6)) as PushEreignis);
              }
            }
          });
          resolve(client);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** The next matching event received from now on. */
  next(predicate: (ereignis: PushEreignis) => boolean, timeoutMs = 3000): Promise<PushEreignis> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (ereignis) => {
          clearTimeout(timer);
          resolve(ereignis);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error('no matching push event in time'));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  get ended(): boolean {
    return this.response?.complete ?? false;
  }

  /** Resolves when the server ends the stream; rejects if it is still open after `timeoutMs`. */
  endedWithin(timeoutMs: number): Promise<void> {
    const response = this.response;
    if (!response || response.complete) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`push stream still open after ${timeoutMs} ms`)),
        timeoutMs,
      );
      response.once('end', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    this.close_();
  }

  private receive(ereignis: PushEreignis): void {
    this.received.push(ereignis);
    this.onEvent?.(ereignis);
    for (const waiter of this.waiters) {
      if (!waiter.predicate(ereignis)) continue;
      this.waiters.delete(waiter);
      waiter.resolve(ereignis);
    }
  }
}
