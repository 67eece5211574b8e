import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { readApiConfig } from './api-config';

describe('readApiConfig', () => {
  it('has working defaults for `npm start` on the embedded database', () => {
    const config = readApiConfig({}, '/srv/lernstapel');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      instanceName: `${hostname()}:3000`,
      databaseUrl: undefined,
      dataDir: resolve('/srv/lernstapel/data'),
      databaseTimeouts: { connectMs: 3000, queryMs: 5000 },
      webRoot: resolve('/srv/lernstapel/dist/apps'),
      remotesJsonPath: undefined,
      serveSourceMaps: false,
      seedDemo: false,
      cookieSecure: false,
      allowedOrigins: [],
      trustProxy: false,
      loginRateLimit: {
        windowMs: 60_000,
        perClient: 10,
        dayMs: 86_400_000,
        perDay: 200,
        earnedPerUser: 1,
        earnedPerUserDay: 5,
        maxWaitMs: 3000,
        global: 300,
      },
      loginDeviceSecret: undefined,
      schulkontoSchluessel: undefined,
      mailRateLimit: { windowMs: 600_000, perClient: 10, maxPauseMs: 3_600_000, global: 200 },
      smtpUrl: undefined,
      mailFrom: 'Lernstapel <noreply@lernstapel.example>',
      redisUrl: undefined,
      betreiber: null,
      activityRetentionDays: 30,
      mailRetentionDays: 30,
      redisKeyPrefix: 'lernstapel:',
      metricsToken: undefined,
      ausspracheUrl: undefined,
      uebersetzung: { dictUrl: 'dict://127.0.0.1:2628', pons: null },
    });
  });

  it('reads the outside services (DEVIATIONS 8)', () => {
    expect(
      readApiConfig({
        AUSSPRACHE_URL: 'https://aussprache.example/{language}/{word}',
        DICT_URL: 'dict://dict.example:2628',
        PONS_KEY: 'geheim',
      }),
    ).toMatchObject({
      ausspracheUrl: 'https://aussprache.example/{language}/{word}',
      uebersetzung: {
        dictUrl: 'dict://dict.example:2628',
        pons: { url: 'https://api.pons.com/v1/dictionary', key: 'geheim' },
      },
    });
    expect(readApiConfig({ DICT_URL: 'off' }).uebersetzung).toEqual({ dictUrl: null, pons: null });
  });

  it('reads every variable', () => {
    const config = readApiConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'mysql://app:app@db/app',
        DATA_DIR: '/var/lib/lernstapel',
        DB_CONNECT_TIMEOUT_MS: '1500',
        DB_QUERY_TIMEOUT_MS: '2500',
        WEB_ROOT: 'web',
        REMOTES_JSON: 'remotes.prod.json',
        SEED_DEMO: '1',
        SERVE_SOURCE_MAPS: '1',
        COOKIE_SECURE: 'true',
        ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
        TRUST_PROXY: '1',
        LOGIN_RATE_WINDOW_MS: '1000',
        LOGIN_RATE_LIMIT_PER_CLIENT: '3',
        LOGIN_RATE_LIMIT_GLOBAL: '50',
        LOGIN_RATE_DAY_MS: '60000',
        LOGIN_RATE_LIMIT_PER_DAY: '40',
        LOGIN_RATE_EARNED_PER_USER: '0',
        LOGIN_RATE_EARNED_PER_USER_DAY: '7',
        LOGIN_RATE_MAX_WAIT_MS: '0',
        LOGIN_DEVICE_SECRET: 'geheim',
        MAIL_RATE_WINDOW_MS: '2000',
        MAIL_RATE_LIMIT_PER_CLIENT: '2',
        MAIL_RATE_LIMIT_GLOBAL: '20',
        MAIL_RATE_MAX_PAUSE_MS: '8000',
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        MAIL_FROM: 'Schule <schule@example.org>',
        REDIS_URL: 'redis://cache.example:6379',
        OPERATOR_NAME: 'Beispiel AG',
        OPERATOR_ADDRESS: 'Hauptstrasse 1\\n8000 Zürich',
        OPERATOR_EMAIL: 'info@beispiel.example',
        OPERATOR_REGISTER: 'CHE-123.456.789',
        OPERATOR_COUNTRY: 'CH',
        ACTIVITY_RETENTION_DAYS: '7',
        MAIL_RETENTION_DAYS: '14',
        REDIS_KEY_PREFIX: 'schule-a:',
        METRICS_TOKEN: 'scrape-geheim',
        INSTANCE_NAME: 'api2',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      instanceName: 'api2',
      databaseUrl: 'mysql://app:app@db/app',
      dataDir: '/var/lib/lernstapel',
      databaseTimeouts: { connectMs: 1500, queryMs: 2500 },
      webRoot: resolve('/srv/web'),
      remotesJsonPath: resolve('/srv/remotes.prod.json'),
      serveSourceMaps: true,
      seedDemo: true,
      cookieSecure: true,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 1,
      loginRateLimit: {
        windowMs: 1000,
        perClient: 3,
        dayMs: 60_000,
        perDay: 40,
        earnedPerUser: 0,
        earnedPerUserDay: 7,
        maxWaitMs: 0,
        global: 50,
      },
      loginDeviceSecret: 'geheim',
      schulkontoSchluessel: undefined,
      mailRateLimit: { windowMs: 2000, perClient: 2, maxPauseMs: 8000, global: 20 },
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
        land: 'CH',
      },
      activityRetentionDays: 7,
      mailRetentionDays: 14,
      redisKeyPrefix: 'schule-a:',
      metricsToken: 'scrape-geheim',
    });
  });

  it('refuses an unknown OPERATOR_COUNTRY (issue 29: it picks the default supervisory authority)', () => {
    const betreiber = { OPERATOR_NAME: 'B', OPERATOR_ADDRESS: 'A', OPERATOR_EMAIL: 'e@x.example' };
    expect(readApiConfig({ ...betreiber, OPERATOR_COUNTRY: 'a' }).betreiber?.land).toBe('A');
    expect(() => readApiConfig({ ...betreiber, OPERATOR_COUNTRY: 'FR' })).toThrow(
      'OPERATOR_COUNTRY must be one of CH, DE, A, got "FR"',
    );
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

  it.each<[string | undefined, false | number | string[]]>([
    [undefined, false],
    ['0', false],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 192.168.1.7 ', ['10.0.0.0/8', '192.168.1.7']],
  ])('TRUST_PROXY=%s → %j (hops or addresses, issue 14 #3)', (value, expected) => {
    expect(readApiConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true: trusting every X-Forwarded-For entry lets clients pick their address', () => {
    expect(() => readApiConfig({ TRUST_PROXY: 'true' })).toThrow('number of proxy hops');
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses PORT=%s', (port) => {
    expect(() => readApiConfig({ PORT: port })).toThrow('PORT must be a positive integer');
  });

  it.each([
    ['LOGIN_RATE_WINDOW_MS', '1500', 'whole number of seconds'],
    ['LOGIN_RATE_DAY_MS', '0', 'positive integer'],
    ['LOGIN_RATE_MAX_WAIT_MS', '-1', 'non-negative integer'],
    ['LOGIN_RATE_EARNED_PER_USER', 'x', 'non-negative integer'],
    ['MAIL_RATE_WINDOW_MS', '999', 'whole number of seconds'],
  ])('refuses %s=%s (the counters count whole seconds)', (name, value, message) => {
    expect(() => readApiConfig({ [name]: value })).toThrow(message);
  });
});
