import { resolve } from 'node:path';
import { readApiConfig } from './api-config';

describe('readApiConfig', () => {
  it('has working defaults for `npm start` on the embedded database', () => {
    const config = readApiConfig({}, '/srv/lernstapel');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('/srv/lernstapel/data'),
      webRoot: resolve('/srv/lernstapel/dist/apps'),
      remotesJsonPath: undefined,
      seedDemo: false,
      cookieSecure: false,
      allowedOrigins: [],
      trustProxy: false,
      loginRateLimit: { windowMs: 60_000, perClient: 10, global: 300 },
      mailRateLimit: { windowMs: 600_000, perClient: 10, global: 200 },
      smtpUrl: undefined,
      mailFrom: 'Lernstapel <noreply@lernstapel.example>',
      redisUrl: undefined,
      betreiber: null,
      activityRetentionDays: 30,
    });
  });

  it('reads every variable', () => {
    const config = readApiConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'mysql://app:app@db/app',
        DATA_DIR: '/var/lib/lernstapel',
        WEB_ROOT: 'web',
        REMOTES_JSON: 'remotes.prod.json',
        SEED_DEMO: '1',
        COOKIE_SECURE: 'true',
        ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
        TRUST_PROXY: '1',
        LOGIN_RATE_WINDOW_MS: '1000',
        LOGIN_RATE_LIMIT_PER_CLIENT: '3',
        LOGIN_RATE_LIMIT_GLOBAL: '50',
        MAIL_RATE_WINDOW_MS: '2000',
        MAIL_RATE_LIMIT_PER_CLIENT: '2',
        MAIL_RATE_LIMIT_GLOBAL: '20',
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        MAIL_FROM: 'Schule <schule@example.org>',
        REDIS_URL: 'redis://cache.example:6379',
        OPERATOR_NAME: 'Beispiel AG',
        OPERATOR_ADDRESS: 'Hauptstrasse 1\\n8000 Zürich',
        OPERATOR_EMAIL: 'info@beispiel.example',
        OPERATOR_REGISTER: 'CHE-123.456.789',
        ACTIVITY_RETENTION_DAYS: '7',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'mysql://app:app@db/app',
      dataDir: '/var/lib/lernstapel',
      webRoot: resolve('/srv/web'),
      remotesJsonPath: resolve('/srv/remotes.prod.json'),
      seedDemo: true,
      cookieSecure: true,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: true,
      loginRateLimit: { windowMs: 1000, perClient: 3, global: 50 },
      mailRateLimit: { windowMs: 2000, perClient: 2, global: 20 },
      smtpUrl: 'smtp://user:pass@mail.example:587',
      mailFrom: 'Schule <schule@example.org>',
      redisUrl: 'redis://cache.example:6379',
      betreiber: {
        name: 'Beispiel AG',
        adresse: 'Hauptstrasse 1\n8000 Zürich',
        email: 'info@beispiel.example',
        datenschutzKontakt: 'info@beispiel.example',
        register: 'CHE-123.456.789',
        aufsichtsbehoerde: null,
      },
      activityRetentionDays: 7,
    });
  });

  it('refuses an operator without address or e-mail rather than publishing half a legal notice', () => {
    expect(() => readApiConfig({ OPERATOR_NAME: 'Beispiel AG' })).toThrow(
      'OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL must be set together (missing: OPERATOR_ADDRESS, OPERATOR_EMAIL)',
    );
  });

  it.each(['0', 'abc'])('refuses ACTIVITY_RETENTION_DAYS=%s', (tage) => {
    expect(() => readApiConfig({ ACTIVITY_RETENTION_DAYS: tage })).toThrow(
      'ACTIVITY_RETENTION_DAYS must be a positive integer',
    );
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses PORT=%s', (port) => {
    expect(() => readApiConfig({ PORT: port })).toThrow('PORT must be a positive integer');
  });
});
