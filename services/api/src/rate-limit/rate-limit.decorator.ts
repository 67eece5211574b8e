import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import {
  MAIL_RATE_LIMIT,
  type MailRateRule,
  MailRateLimitInterceptor,
} from './mail/mail-rate-limit.interceptor';

const mailRateLimit = (rule: MailRateRule): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(MAIL_RATE_LIMIT, rule), UseInterceptors(MailRateLimitInterceptor));

/** Registration, forgot-code, licence orders: every answer counts, each may have sent a mail (MAIL_RATE_*). */
export const MailRateLimit = () =>
  mailRateLimit({ counts: (status) => status < 500 && status !== 429, refusesWhilePaused: true });

/**
 * Saves that answer 409 for a known e-mail: each such answer counts as a probe (MAIL_RATE_*). A pause
 * refuses only the check of a new address (MailLimiter.assertMayProbe), never the rest of an edit.
 */
export const EmailProbeRateLimit = () =>
  mailRateLimit({ counts: (status) => status === 409, refusesWhilePaused: false });
