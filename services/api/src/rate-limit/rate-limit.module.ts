import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { RATE_LIMIT_STORAGE, RateLimiter } from './rate-limiter';
import { RateLimitInterceptor } from './rate-limit.interceptor';

/**
 * Rate limits of login, mails and e-mail probes (issue 14, DEVIATIONS 6). With REDIS_URL the counters
 * live in Redis, so every API instance sees the same ones; otherwise in this process's memory.
 */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORAGE,
      inject: [REDIS],
      useFactory: (redis: Redis | null) =>
        redis ? new ThrottlerStorageRedisService(redis) : new ThrottlerStorageService(),
    },
    RateLimiter,
    RateLimitInterceptor,
  ],
  exports: [RateLimiter, RateLimitInterceptor],
})
export class RateLimitModule {}
