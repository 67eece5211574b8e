/** The rate-limit counters' Redis connection (null without REDIS_URL); see RateLimitModule. */
export const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');
