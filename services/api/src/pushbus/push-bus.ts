import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type Redis from 'ioredis';
import type { PushEreignis } from '@lernstapel/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { closeRedis, REDIS } from '../redis/redis.module';
import { PushHub, type PushReceiver } from './push-hub';

interface Nachricht {
  topics: string[];
  data: string;
}

/**
 * Publish/subscribe of push events. Without REDIS_URL events go straight to this instance's open
 * channels; with it they travel through one Redis pub/sub channel, so a player connected to
 * instance B sees what a player on instance A did. Publishing never fails the change that caused it:
 * an unreachable Redis only costs the live update (clients still poll as a fallback).
 */
@Injectable()
export class PushBus implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  readonly hub = new PushHub();
  /** Ends the open channels: the HTTP server cannot close while they stay open. */
  private readonly enders = new Set<() => void>();
  private subscriber: Redis | null = null;
  private readonly channel: string;
  private readonly logger = new Logger('Push');

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.channel = `${config.redisKeyPrefix}push`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', (error: Error) =>
      this.logger.warn(`Redis nicht erreichbar: ${error.message}`),
    );
    this.subscriber.on('message', (_channel: string, message: string) => {
      const nachricht = JSON.parse(message) as Nachricht;
      this.hub.deliver(nachricht.topics, nachricht.data);
    });
    const subscribe = () =>
      this.subscriber?.subscribe(this.channel).then(
        () => undefined,
        (error: Error) => this.logger.warn(`Redis nicht erreichbar: ${error.message}`),
      );
    this.subscriber.on('ready', () => void subscribe());
    await subscribe();
  }

  beforeApplicationShutdown(): void {
    for (const end of this.enders) end();
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.subscriber);
  }

  publish(topics: readonly string[], ereignis: PushEreignis): void {
    if (topics.length === 0) return;
    const data = JSON.stringify(ereignis);
    if (!this.redis) {
      this.hub.deliver(topics, data);
      return;
    }
    const nachricht: Nachricht = { topics: [...topics], data };
    this.redis
      .publish(this.channel, JSON.stringify(nachricht))
      .catch((error: Error) => this.logger.warn(`Push nicht verteilt: ${error.message}`));
  }

  /** Open channels of this instance (issue 26 §4 metrics). */
  get openStreams(): number {
    return this.enders.size;
  }

  /** Registers an open channel; `end` closes it on shutdown. Returns the function that unregisters it. */
  connect(topics: readonly string[], receiver: PushReceiver, end: () => void): () => void {
    const remove = this.hub.add(topics, receiver);
    this.enders.add(end);
    return () => {
      remove();
      this.enders.delete(end);
    };
  }
}
