import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

export const REDIS = Symbol('REDIS');

/**
 * The one Redis connection of an API instance, or null when REDIS_URL is unset (one instance, state in
 * memory). Features that several instances must share (rate-limit counters, session invalidation, push
 * events) inject REDIS and fall back to memory on null. Subscribers need their own connection: `duplicate()`.
 */
export function redisClientFor(config: ApiConfig): Redis | null {
  if (!config.redisUrl) return null;
  const client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const logger = new Logger('Redis');
  // Without a listener ioredis would throw on every failed reconnect; it keeps retrying by itself.
  client.on('error', (error: Error) => logger.warn(`Redis nicht erreichbar: ${error.message}`));
  return client;
}

/**
 * Ends a connection at shutdown. QUIT would wait in the offline queue of a client that is not
 * connected while it keeps reconnecting (Redis down), and keep the process alive.
 */
export async function closeRedis(client: Redis | null | undefined): Promise<void> {
  if (!client) return;
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}

@Injectable()
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [API_CONFIG], useFactory: redisClientFor }, RedisShutdown],
  exports: [REDIS],
})
export class RedisModule {}
