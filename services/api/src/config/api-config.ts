import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { Betreiber } from '@lernstapel/contracts';
import { readBetreiber } from './betreiber-config';

/** Everything the API reads from the environment, read once at start (tests pass their own). */
export interface ApiConfig {
  port: number;
  host: string;
  /**
   * Issue 26 §2: this instance's name in every answer's X-Instance header (INSTANCE_NAME, default
   * host name and port), so a benchmark or an operator behind the load balancer sees who answered.
   */
  instanceName: string;
  /** mysql://… selects MySQL/MariaDB; unset means the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Issue 14 #6: DB_CONNECT_TIMEOUT_MS and DB_QUERY_TIMEOUT_MS. */
  databaseTimeouts: DatabaseTimeouts;
  /** Folder with the built front-ends: <webRoot>/shell, <webRoot>/<remote>. */
  webRoot: string;
  /** A JSON file served as /remotes.json instead of the default map; read per request. */
  remotesJsonPath: string | undefined;
  /**
   * Issue 26 §5: REMOTES_CANARY_JSON, a JSON file with the canary map and the schools it applies to
   * (`{ "remotes": { "exams": "…/mf-manifest.json" }, "schulen": [3] }`); read per request.
   */
  remotesCanaryJsonPath: string | undefined;
  /** Serve the front-end builds' source maps (*.map); off by default (issue 14 #11). */
  serveSourceMaps: boolean;
  /** Seed the demo school even on MySQL (always done on the embedded default). */
  seedDemo: boolean;
  /** Force the Secure flag on cookies (otherwise set when the request is https). */
  cookieSecure: boolean;
  /** Origins besides the request's own host allowed to send state-changing requests. */
  allowedOrigins: string[];
  /**
   * Which X-Forwarded-For entries to believe (Fastify's trustProxy): false = none, a number = that many
   * proxy hops in front of the API, or the proxies' addresses/subnets. Never "all": a client could then
   * name any address and escape the per-client limits.
   */
  trustProxy: TrustProxy;
  /** Failed logins (code, saved login): per device cookie, else per address with the room it earned. */
  loginRateLimit: LoginRateConfig;
  /**
   * LOGIN_DEVICE_SECRET: the key that signs device cookies. Unset → a random key kept in
   * `<dataDir>/geraete-schluessel`; several instances need the same key (this variable or a shared DATA_DIR).
   */
  loginDeviceSecret: string | undefined;
  /**
   * Issue 28: SCHULKONTO_SCHLUESSEL, the key (at least 32 characters) that encrypts the schools' client
   * secrets and the short-lived sign-in cookies. Unset → no school can set up 'Mit Schulkonto anmelden'.
   */
  schulkontoSchluessel: string | undefined;
  /** DEVIATIONS 6: registration, forgot-code, licence orders (send mails) and e-mail probes (409 answers). */
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
  /** Issue 29: days recorded mails (and their outbox files) are kept before the retention job deletes them. */
  mailRetentionDays: number;
  /** Prefix of every Redis key, so several installations (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Issue 26 §4: METRICS_TOKEN lets a scraper read /api/metrics from elsewhere than loopback (Bearer). */
  metricsToken: string | undefined;
  /**
   * DEVIATIONS 8, 02 §7 howtopronounce: a pronunciation site's page address with {language} and {word}
   * (AUSSPRACHE_URL) selects the site adapter; unset → eSpeak NG on this server.
   */
  ausspracheUrl: string | undefined;
  /** DEVIATIONS 8, 02 §7 ponsrequest: the translation services; none configured → a German 503. */
  uebersetzung: UebersetzungConfig;
}

export interface UebersetzungConfig {
  /** DICT_URL (RFC 2229 server, dictd): dict://host:port; default the local dictd; 'off' → none. */
  dictUrl: string | null;
  /** PONS_KEY selects the PONS dictionary API (PONS_URL, default PONS's own address). */
  pons: { url: string; key: string } | null;
}

export const DEFAULT_DICT_URL = 'dict://127.0.0.1:2628';
export const DEFAULT_PONS_URL = 'https://api.pons.com/v1/dictionary';

export type TrustProxy = false | number | string[];

/**
 * Issue 22 §2: failed logins. A browser with a device cookie (it logged in before) counts its failures on
 * its own (per device and per the user who signed it in) and never waits for its address. Without one,
 * the address counts them; every distinct user who logged in from it within a day earns it room. An
 * attempt past a window's room waits up to `maxWaitMs` for room (a reservation given back, a login that
 * earns room, the window's end), then 429 with Retry-After; past the day's room at once 429.
 */
export interface LoginRateConfig {
  windowMs: number;
  /** Failures per window of a device, and of an address that earned nothing. */
  perClient: number;
  /** The long window (a day; shorter only to compress time in tests and benches). */
  dayMs: number;
  /** Failures per day of a device, and of an address that earned nothing. */
  perDay: number;
  /** Room per window an address earns for each distinct user who logged in from it within the day. */
  earnedPerUser: number;
  /** Room per day an address earns for each such user. */
  earnedPerUserDay: number;
  /** How long an attempt past the window's room may wait for room before 429 (0: never waits). */
  maxWaitMs: number;
  /** Failures of all clients per window after which each further one is answered FLOOD_DELAY_MS later. */
  global: number;
}

/**
 * Issue 14: counted attempts (sent mails and e-mail probes) per client. A client gets
 * `perClient` of them per window; then it pauses, first for one window, each further time twice as
 * long up to `maxPauseMs` (answered 429 with Retry-After). Nothing is ever refused for everyone: past
 * `global` counted attempts of all clients per window, counted answers only come slower.
 */
export interface RateLimitConfig {
  windowMs: number;
  /** Counted attempts per client and window before the first pause. */
  perClient: number;
  /** The longest pause a client gets. */
  maxPauseMs: number;
  /** Counted attempts of all clients per window after which each further one is answered slowly. */
  global: number;
}

/**
 * Issue 14 #6: how long a request may wait for the database. A stopped or frozen server then costs a
 * request these seconds and a 503 (ApiExceptionFilter), not the whole outage or a 500; the pool
 * reconnects by itself once the server is back.
 */
export interface DatabaseTimeouts {
  /** TCP connect plus handshake (mysql2 connectTimeout). */
  connectMs: number;
  /** One statement (mysql2 query timeout; the connection is dropped and replaced); SQLite's busy timeout. */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, queryMs: 5000 };

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

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

/** Counter windows are whole seconds (the counters' expiry); at least one. */
function windowMs(value: string | undefined, fallback: number, name: string): number {
  const parsed = positiveInt(value, fallback, name);
  if (parsed % 1000 !== 0) throw new Error(`${name} must be a whole number of seconds in ms, got "${value}"`);
  return parsed;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/** TRUST_PROXY: unset/0/false → trust nobody; a hop count; or a comma-separated list of proxy addresses/subnets. */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      "TRUST_PROXY=true would trust every X-Forwarded-For entry; give the number of proxy hops (e.g. 1) or the proxies' addresses",
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

export const DEFAULT_LOGIN_RATE: LoginRateConfig = {
  windowMs: 60_000,
  perClient: 10,
  dayMs: 86_400_000,
  perDay: 200,
  earnedPerUser: 1,
  earnedPerUserDay: 5,
  maxWaitMs: 3000,
  global: 300,
};

function loginRate(env: NodeJS.ProcessEnv): LoginRateConfig {
  const d = DEFAULT_LOGIN_RATE;
  return {
    windowMs: windowMs(env['LOGIN_RATE_WINDOW_MS'], d.windowMs, 'LOGIN_RATE_WINDOW_MS'),
    perClient: positiveInt(env['LOGIN_RATE_LIMIT_PER_CLIENT'], d.perClient, 'LOGIN_RATE_LIMIT_PER_CLIENT'),
    dayMs: windowMs(env['LOGIN_RATE_DAY_MS'], d.dayMs, 'LOGIN_RATE_DAY_MS'),
    perDay: positiveInt(env['LOGIN_RATE_LIMIT_PER_DAY'], d.perDay, 'LOGIN_RATE_LIMIT_PER_DAY'),
    earnedPerUser: nonNegativeInt(
      env['LOGIN_RATE_EARNED_PER_USER'],
      d.earnedPerUser,
      'LOGIN_RATE_EARNED_PER_USER',
    ),
    earnedPerUserDay: nonNegativeInt(
      env['LOGIN_RATE_EARNED_PER_USER_DAY'],
      d.earnedPerUserDay,
      'LOGIN_RATE_EARNED_PER_USER_DAY',
    ),
    maxWaitMs: nonNegativeInt(env['LOGIN_RATE_MAX_WAIT_MS'], d.maxWaitMs, 'LOGIN_RATE_MAX_WAIT_MS'),
    global: positiveInt(env['LOGIN_RATE_LIMIT_GLOBAL'], d.global, 'LOGIN_RATE_LIMIT_GLOBAL'),
  };
}

function rateLimit(env: NodeJS.ProcessEnv, prefix: string, defaults: RateLimitConfig): RateLimitConfig {
  return {
    windowMs: windowMs(env[`${prefix}_WINDOW_MS`], defaults.windowMs, `${prefix}_WINDOW_MS`),
    perClient: positiveInt(
      env[`${prefix}_LIMIT_PER_CLIENT`],
      defaults.perClient,
      `${prefix}_LIMIT_PER_CLIENT`,
    ),
    maxPauseMs: positiveInt(env[`${prefix}_MAX_PAUSE_MS`], defaults.maxPauseMs, `${prefix}_MAX_PAUSE_MS`),
    global: positiveInt(env[`${prefix}_LIMIT_GLOBAL`], defaults.global, `${prefix}_LIMIT_GLOBAL`),
  };
}

export function readApiConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  return {
    port: positiveInt(env['PORT'], 3000, 'PORT'),
    host: env['HOST'] || '0.0.0.0',
    instanceName: env['INSTANCE_NAME'] || `${hostname()}:${positiveInt(env['PORT'], 3000, 'PORT')}`,
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: resolve(cwd, env['DATA_DIR'] || './data'),
    databaseTimeouts: {
      connectMs: positiveInt(
        env['DB_CONNECT_TIMEOUT_MS'],
        DEFAULT_DATABASE_TIMEOUTS.connectMs,
        'DB_CONNECT_TIMEOUT_MS',
      ),
      queryMs: positiveInt(
        env['DB_QUERY_TIMEOUT_MS'],
        DEFAULT_DATABASE_TIMEOUTS.queryMs,
        'DB_QUERY_TIMEOUT_MS',
      ),
    },
    webRoot: resolve(cwd, env['WEB_ROOT'] || 'dist/apps'),
    remotesJsonPath: env['REMOTES_JSON'] ? resolve(cwd, env['REMOTES_JSON']) : undefined,
    remotesCanaryJsonPath: env['REMOTES_CANARY_JSON'] ? resolve(cwd, env['REMOTES_CANARY_JSON']) : undefined,
    serveSourceMaps: flag(env['SERVE_SOURCE_MAPS']),
    seedDemo: flag(env['SEED_DEMO']),
    cookieSecure: flag(env['COOKIE_SECURE']),
    allowedOrigins: (env['ALLOWED_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin.length > 0),
    trustProxy: trustProxyFrom(env['TRUST_PROXY']),
    loginRateLimit: loginRate(env),
    loginDeviceSecret: env['LOGIN_DEVICE_SECRET'] || undefined,
    schulkontoSchluessel: schulkontoSchluessel(env['SCHULKONTO_SCHLUESSEL']),
    mailRateLimit: rateLimit(env, 'MAIL_RATE', {
      windowMs: 600_000,
      perClient: 10,
      maxPauseMs: 3_600_000,
      global: 200,
    }),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || DEFAULT_MAIL_FROM,
    redisUrl: env['REDIS_URL'] || undefined,
    betreiber: readBetreiber(env),
    activityRetentionDays: positiveInt(env['ACTIVITY_RETENTION_DAYS'], 30, 'ACTIVITY_RETENTION_DAYS'),
    mailRetentionDays: positiveInt(env['MAIL_RETENTION_DAYS'], 30, 'MAIL_RETENTION_DAYS'),
    redisKeyPrefix: env['REDIS_KEY_PREFIX'] || 'lernstapel:',
    metricsToken: env['METRICS_TOKEN'] || undefined,
    ausspracheUrl: env['AUSSPRACHE_URL'] || undefined,
    uebersetzung: {
      dictUrl: ['off', 'none', '0'].includes(env['DICT_URL'] ?? '')
        ? null
        : env['DICT_URL'] || DEFAULT_DICT_URL,
      pons: env['PONS_KEY'] ? { url: env['PONS_URL'] || DEFAULT_PONS_URL, key: env['PONS_KEY'] } : null,
    },
  };
}

/** Issue 28: a short key would make the encryption guessable, so it stops the start. */
function schulkontoSchluessel(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('SCHULKONTO_SCHLUESSEL must be at least 32 characters long');
  return value;
}
