import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { configureApp, createFastifyAdapter } from '../bootstrap/configure-app';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { type ApiConfig, readApiConfig } from '../config/api-config';
import { seedDemo, type DemoLogins } from '../bootstrap/seed/demo-seed';
import { createTestDataSource, type TestDatabase } from '../database/testing/test-database';

export interface TestApp {
  app: NestFastifyApplication;
  server: Server;
  dataSource: DataSource;
  /** Codes of the seeded demo school (mainAdmin, teacherAdmin, teacher, pupil1..3). */
  logins: DemoLogins;
  config: ApiConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

export type TestConfig = Partial<Omit<ApiConfig, 'loginRateLimit' | 'mailRateLimit'>> & {
  loginRateLimit?: Partial<ApiConfig['loginRateLimit']>;
  mailRateLimit?: Partial<ApiConfig['mailRateLimit']>;
};

/** Limits no test reaches unless it sets its own. */
const HIGH_LIMITS = { windowMs: 60_000, perClient: 10_000, maxPauseMs: 60_000, global: 10_000 };
const HIGH_LOGIN_LIMITS: ApiConfig['loginRateLimit'] = {
  windowMs: 60_000,
  perClient: 10_000,
  dayMs: 86_400_000,
  perDay: 100_000,
  earnedPerUser: 1,
  earnedPerUserDay: 5,
  maxWaitMs: 0,
  global: 10_000,
};

export interface TestAppOptions {
  /** Test-only controllers mounted beside the application's (e.g. a probe route for a guard). */
  controllers?: Type<unknown>[];
  /** Another MySQL/MariaDB server than DATABASE_URL's (a test's own server); a fresh database on it. */
  databaseUrl?: string;
  /** A database two instances can share (SQLite file instead of memory); see `sharedWith`. */
  shareable?: boolean;
  /**
   * A second API instance on the database of `sharedWith` (created `shareable`): not seeded again,
   * and with the same Redis key prefix, so both see each other's counters and messages.
   */
  sharedWith?: TestApp;
}

/**
 * The real application (same bootstrap as main.ts) on a fresh database for one test file:
 * in-memory SQLite by default, a new MySQL database when DATABASE_URL=mysql://… is set.
 * The demo school is seeded; rate limits are high unless a test sets them. A Redis-backed
 * test's rate-limit counters (redisUrl) live under a key prefix of their own.
 */
export async function createTestApp(
  overrides: TestConfig = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const defaults = readApiConfig({}, mkdtempSync(join(tmpdir(), 'lernstapel-api-')));
  const config: ApiConfig = {
    ...defaults,
    ...overrides,
    loginRateLimit: { ...HIGH_LOGIN_LIMITS, ...overrides.loginRateLimit },
    mailRateLimit: { ...HIGH_LIMITS, ...overrides.mailRateLimit },
    // A key prefix per test app: runs against a shared Redis (REDIS_URL) never see each other's counters.
    redisKeyPrefix: options.sharedWith?.config.redisKeyPrefix ?? `test-${randomBytes(6).toString('hex')}:`,
  };
  const database =
    options.sharedWith?.database ??
    (await createTestDataSource(
      options.databaseUrl === undefined ? process.env : { DATABASE_URL: options.databaseUrl },
      { shared: options.shareable },
    ));
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.register({ config, databaseOptions: database.options })],
    controllers: options.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(config), {
    bodyParser: false,
    logger: ['error', 'warn'],
  });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const dataSource = app.get(DataSource);
  // Module tests build their own stacks, exams and races; the demo content would only blur them.
  const logins =
    options.sharedWith?.logins ?? (await seedDemo(dataSource, randomLoginCode, { content: false }));
  if (!logins) throw new Error('test database was not empty');

  return {
    app,
    server: app.getHttpAdapter().getInstance().server,
    dataSource,
    logins,
    config,
    database,
    async close() {
      await app.close();
      if (!options.sharedWith) await database.dispose();
    },
  };
}

/** The `ls_session=…` cookie of a fresh login with `code`. */
export async function sessionCookieFor(testApp: TestApp, code: string): Promise<string> {
  const response = await request(testApp.server)
    .post('/api/benutzer/check')
    .send({ anmeldecode: code })
    .expect(200);
  const cookie = setCookies(response.headers).find((value) => value.startsWith('ls_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** The Set-Cookie header lines of a response. */
export function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}
