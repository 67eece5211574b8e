import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { RATE_LIMIT, type RateLimitRule } from './rate-limiter';
import { RateLimitInterceptor } from './rate-limit.interceptor';

const refused = (status: number) => status >= 400 && status < 500 && status !== 429;

const rateLimit = (rule: RateLimitRule): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT, rule), UseInterceptors(RateLimitInterceptor));

/** Login and saved login: only failures count (LOGIN_RATE_*); a correct code is never slowed down. */
export const LoginRateLimit = () => rateLimit({ art: 'login', counts: refused });

/** Registration, forgot-code, licence orders: every answer counts, each may have sent a mail (MAIL_RATE_*). */
export const MailRateLimit = () =>
  rateLimit({ art: 'mail', counts: (status) => status < 500 && status !== 429 });

/** Saves that answer 409 for a known e-mail: each such answer counts as a probe (MAIL_RATE_*). */
export const EmailProbeRateLimit = () => rateLimit({ art: 'mail', counts: (status) => status === 409 });
