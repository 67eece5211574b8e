import request from 'supertest';
import Redis from 'ioredis';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { deviceCookieOf, login } from '../testing/login-requests';
import { OwnRedis } from '../testing/own-redis';
import { RATE_LIMIT_REDIS } from './rate-limit-redis';
import { describeIf } from '../testing/needs-service';

const redisServer = OwnRedis.program();
// CI installs redis-server (.ci/run); on a machine without it the test cannot run.
const withRedisServer = describeIf(redisServer, '`redis-server` is not installed (CI has it)');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 22 §2: limits never switch off. With REDIS_URL set and the test's own Redis stopped, the
 * counters fall back to this instance's memory (rate-limiter-flexible's insurance limiter), and go
 * back to the shared ones in Redis once it is back.
 */
withRedisServer('rate limits while Redis is down (own redis-server)', () => {
  let redis: OwnRedis;
  let testApp: TestApp;
  beforeAll(async () => {
    redis = await OwnRedis.start();
    testApp = await createTestApp({
      redisUrl: redis.url,
      trustProxy: 1,
      loginRateLimit: { perClient: 10 },
      mailRateLimit: { windowMs: 60_000, perClient: 2 },
    });
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    await redis?.stop();
  });

  it('12 wrong codes are limited and forgot-code is limited while Redis is stopped; then the shared counters count again', async () => {
    const app = testApp;
    const countersRedis = app.app.get<Redis>(RATE_LIMIT_REDIS);
    await login(app, 'FALSCH', { ip: '198.51.100.60' }).expect(401);
    const device = deviceCookieOf(await login(app, app.logins.pupil1, { ip: '198.51.100.61' }).expect(200));
    await redis.stop();
    for (let attempt = 0; attempt < 50 && countersRedis.status === 'ready'; attempt += 1) await wait(50);
    expect(countersRedis.status).not.toBe('ready');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await login(app, 'FALSCH', { ip: '198.51.100.62' })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    await login(app, app.logins.teacher, { ip: '198.51.100.62' }).expect(429);
    // A known device still gets in; the signed cookie needs no Redis.
    await login(app, app.logins.pupil1, { ip: '198.51.100.62', device }).expect(200);

    const vergessen = () =>
      request(app.server)
        .post('/api/benutzer/anmeldecodevergessen')
        .set('X-Forwarded-For', '198.51.100.63')
        .send({ email: 'niemand@nirgends.example' });
    await vergessen().expect(404);
    await vergessen().expect(404);
    await vergessen().expect(429);

    await redis.startAgain();
    for (let attempt = 0; attempt < 100 && countersRedis.status !== 'ready'; attempt += 1) await wait(100);
    expect(countersRedis.status).toBe('ready');
    await login(app, 'FALSCH', { ip: '198.51.100.64' }).expect(401);
    await login(app, 'FALSCH', { ip: '198.51.100.64' }).expect(401);
    const shared = new Redis(redis.url);
    try {
      const key = `${app.config.redisKeyPrefix}anmeldung:fenster:ip-198.51.100.64`;
      expect(await shared.get(key)).toBe('2');
    } finally {
      shared.disconnect();
    }
  }, 60_000);
});

describe('rate limits with an unreachable Redis from the start', () => {
  it('logins are limited in memory, never a 500', async () => {
    // Port 1 on the loopback interface: the connection is refused at once.
    const app = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', loginRateLimit: { perClient: 2 } });
    try {
      await login(app, 'FALSCH').expect(401);
      await login(app, 'FALSCH').expect(401);
      await login(app, app.logins.teacher).expect(429);
    } finally {
      await app.close();
    }
  });
});
