import { resolve } from 'node:path';
import type { Betreiber } from '@lernstapel/contracts';
import { readBetreiber } from './betreiber-config';

/** Everything the API reads from the environment, read once at start (tests pass their own). */
export interface ApiConfig {
  port: number;
  host: string;
  /** mysql://… selects MySQL/MariaDB; unset means the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder with the built front-ends: <webRoot>/shell, <webRoot>/<remote>. */
  webRoot: string;
  /** A JSON file served as /remotes.json instead of the default map; read per request. */
  remotesJsonPath: string | undefined;
  /** Seed the demo school even on MySQL (always done on the embedded default). */
  seedDemo: boolean;
  /** Force the Secure flag on cookies (otherwise set when the request is https). */
  cookieSecure: boolean;
  /** Origins besides the request's own host allowed to send state-changing requests. */
  allowedOrigins: string[];
  /** Trust X-Forwarded-* (behind a load balancer); needed for the client IP and https detection. */
  trustProxy: boolean;
  loginRateLimit: RateLimitConfig;
  /** DEVIATIONS 6: registration and forgot-code (both send mails) have their own, lower limits. */
  mailRateLimit: RateLimitConfig;
  /** DEVIATIONS 8: smtp://user:pass@host:port selects the SMTP adapter; unset → the local outbox. */
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** redis://host:port: state several API instances share (rate-limit counters, session invalidation, push events). Unset → in memory, one instance. */
  redisUrl: string | undefined;
  /** Issue 16: the operator of the legal notice and privacy text (OPERATOR_*); null until configured. */
  betreiber: Betreiber | null;
  /** Issue 16: days window-activity events are kept before the retention job deletes them. */
  activityRetentionDays: number;
}

export interface RateLimitConfig {
  windowMs: number;
  /** Attempts per client IP and window. */
  perClient: number;
  /** Attempts of all clients together per window. */
  global: number;
}

export const API_CONFIG = Symbol('API_CONFIG');

export const DEFAULT_MAIL_FROM = 'Lernstapel <noreply@lernstapel.example>';

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return parsed;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

export function readApiConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  return {
    port: positiveInt(env['PORT'], 3000, 'PORT'),
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: resolve(cwd, env['DATA_DIR'] || './data'),
    webRoot: resolve(cwd, env['WEB_ROOT'] || 'dist/apps'),
    remotesJsonPath: env['REMOTES_JSON'] ? resolve(cwd, env['REMOTES_JSON']) : undefined,
    seedDemo: flag(env['SEED_DEMO']),
    cookieSecure: flag(env['COOKIE_SECURE']),
    allowedOrigins: (env['ALLOWED_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin.length > 0),
    trustProxy: flag(env['TRUST_PROXY']),
    loginRateLimit: {
      windowMs: positiveInt(env['LOGIN_RATE_WINDOW_MS'], 60_000, 'LOGIN_RATE_WINDOW_MS'),
      perClient: positiveInt(env['LOGIN_RATE_LIMIT_PER_CLIENT'], 10, 'LOGIN_RATE_LIMIT_PER_CLIENT'),
      global: positiveInt(env['LOGIN_RATE_LIMIT_GLOBAL'], 300, 'LOGIN_RATE_LIMIT_GLOBAL'),
    },
    mailRateLimit: {
      windowMs: positiveInt(env['MAIL_RATE_WINDOW_MS'], 600_000, 'MAIL_RATE_WINDOW_MS'),
      perClient: positiveInt(env['MAIL_RATE_LIMIT_PER_CLIENT'], 10, 'MAIL_RATE_LIMIT_PER_CLIENT'),
      global: positiveInt(env['MAIL_RATE_LIMIT_GLOBAL'], 200, 'MAIL_RATE_LIMIT_GLOBAL'),
    },
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || DEFAULT_MAIL_FROM,
    redisUrl: env['REDIS_URL'] || undefined,
    betreiber: readBetreiber(env),
    activityRetentionDays: positiveInt(env['ACTIVITY_RETENTION_DAYS'], 30, 'ACTIVITY_RETENTION_DAYS'),
  };
}
