import {
  HttpStatus,
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { ApiErrorBody, HealthLiveResponse, HealthReadyResponse } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { errorBody } from '../common/api-exception.filter';
import { REDIS } from '../redis/redis.module';
import { DatabasePing, PING_TIMEOUT_MS } from './database-ping';

function withinTimeout<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private shuttingDown = false;
  private readonly database: DatabasePing;

  constructor(
    dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {
    this.database = new DatabasePing(dataSource);
  }

  /** From SIGTERM on the instance reports not ready, so the load balancer sends new requests elsewhere. */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  onApplicationShutdown(): void {
    this.database.close();
  }

  live(): HealthLiveResponse {
    return { status: 'ok' };
  }

  /**
   * Not an error of the request: a 503 here is a report the load balancer polls every few seconds,
   * so it is answered, not thrown (no stack in the log per check).
   */
  async ready(): Promise<{ status: HttpStatus; body: HealthReadyResponse | ApiErrorBody }> {
    const [datenbank, redis] = await Promise.all([this.database.answers(), this.redisAnswers()]);
    const problems: TextKey[] = [];
    if (this.shuttingDown) problems.push('health.wirdBeendet');
    if (!datenbank) problems.push('health.datenbankNichtErreichbar');
    if (redis === false) problems.push('health.redisNichtErreichbar');
    if (problems.length > 0) {
      const status = HttpStatus.SERVICE_UNAVAILABLE;
      const textKey = 'health.nichtBereit';
      const details = problems.map((key) => t(key));
      return { status, body: errorBody({ status, textKey, message: t(textKey), details }) };
    }
    const body: HealthReadyResponse = {
      datenbank: 'erreichbar',
      redis: redis === null ? 'nicht eingerichtet' : 'erreichbar',
    };
    return { status: HttpStatus.OK, body };
  }

  /** null: no REDIS_URL. A client that is not connected fails at once instead of queueing the ping. */
  private async redisAnswers(): Promise<boolean | null> {
    if (!this.redis) return null;
    if (this.redis.status !== 'ready') return false;
    try {
      return (await withinTimeout(this.redis.ping())) === 'PONG';
    } catch {
      return false;
    }
  }
}
