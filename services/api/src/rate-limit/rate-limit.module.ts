import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { DeviceCookies } from './login/device-cookies';
import { LoginLimiter } from './login/login-limiter';
import { LoginAttempts } from './login/login-attempts';
import { MailLimiter } from './mail/mail-limiter';
import { MailRateLimitInterceptor } from './mail/mail-rate-limit.interceptor';
import { RATE_LIMIT_REDIS } from './rate-limit-redis';

const REDIS_READY_WAIT_MS = 2000;

/** The counters' own Redis connection: no offline queue, so a call while Redis is away fails at once. */
@Injectable()
class RateLimitRedisLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_REDIS) private readonly redis: Redis | null) {}

  /** Gives a configured Redis up to REDIS_READY_WAIT_MS to connect before the first request is counted. */
  async onApplicationBootstrap(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    // Connection errors in between are the client's to retry; only 'ready' or time ends the wait.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_READY_WAIT_MS);
      redis.once('ready', done);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/**
 * Rate limits of login (issue 22 §2), mails and e-mail probes (issue 14, DEVIATIONS 6), counted with
 * rate-limiter-flexible: with REDIS_URL in Redis, shared by every API instance, with this instance's
 * memory as insurance while Redis is away; otherwise in memory.
 */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_REDIS,
      inject: [REDIS],
      useFactory: (redis: Redis | null) => {
        if (!redis) return null;
        const own = redis.duplicate({ enableOfflineQueue: false });
        const logger = new Logger('Anmeldebremse');
        own.on('error', (error: Error) => logger.warn(`Redis nicht erreichbar: ${error.message}`));
        return own;
      },
    },
    RateLimitRedisLifecycle,
    DeviceCookies,
    LoginLimiter,
    LoginAttempts,
    MailLimiter,
    MailRateLimitInterceptor,
  ],
  exports: [LoginLimiter, LoginAttempts, MailLimiter, MailRateLimitInterceptor],
})
export class RateLimitModule {}
