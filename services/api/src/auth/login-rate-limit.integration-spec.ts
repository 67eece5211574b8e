import request from 'supertest';
import { addDemoPupil } from '../benutzer/klasse-fixture';
import { DEFAULT_LOGIN_RATE } from '../config/api-config';
import { FLOOD_DELAY_MS } from '../rate-limit/too-many';
import { createTestApp, type TestApp, type TestConfig } from '../testing/create-test-app';
import { deviceCookieOf, login } from '../testing/login-requests';

const ZU_VIELE = {
  statusCode: 429,
  error: 'fehler.zuVieleAnfragen',
  message: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
};

/** The counters in memory always; in Redis as well when REDIS_URL is set (CI), as several instances would share them. */
const STORAGES: { storage: string; redisUrl: string | undefined }[] = [
  { storage: 'memory', redisUrl: undefined },
  ...(process.env['REDIS_URL'] ? [{ storage: 'Redis', redisUrl: process.env['REDIS_URL'] }] : []),
];

/**
 * Issue 22 §2 (issue 14 #1–#3, DEVIATIONS 6): only failed logins count. A browser that logged in before
 * (device cookie) counts on its own and never waits for its address; other browsers count per address,
 * whose room grows with the users who logged in from it. Nothing ever refuses everybody.
 */
describe.each(STORAGES)('login rate limit ($storage)', ({ redisUrl }) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });
  const start = async (config: TestConfig) => {
    testApp = await createTestApp({ redisUrl, trustProxy: 1, ...config });
    return testApp;
  };

  it('a class of 30 behind one address, 12 of them mistyping first, all get in at once (default limits)', async () => {
    // Without waiting for room (maxWaitMs 0): an attempt past the room would be refused at once.
    const app = await start({ loginRateLimit: { ...DEFAULT_LOGIN_RATE, maxWaitMs: 0 } });
    const pupils = await Promise.all(Array.from({ length: 30 }, () => addDemoPupil(app.dataSource)));
    for (const [index, pupil] of pupils.entries()) {
      // 12 typos among 30 first-time browsers: more than the 10 an address has before it earns room.
      if (index % 5 < 2) await login(app, `${pupil.anmeldecode}X`, { ip: '198.51.100.10' }).expect(401);
      await login(app, pupil.anmeldecode, { ip: '198.51.100.10' }).expect(200);
    }
    // The whole class again at the same moment, as new browsers: all in.
    const responses = await Promise.all(
      pupils.map((pupil) => login(app, pupil.anmeldecode, { ip: '198.51.100.10' })),
    );
    expect(responses.map((response) => response.status)).toEqual(pupils.map(() => 200));
  });

  it('past its room an address refuses new browsers: 429 with Retry-After, also for a correct code; other addresses go on', async () => {
    const app = await start({ loginRateLimit: { perClient: 3 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(app, 'FALSCH', { ip: '198.51.100.1' }).expect(401);
    }
    const blocked = await login(app, app.logins.teacher, { ip: '198.51.100.1' }).expect(429);
    expect(blocked.body).toEqual(ZU_VIELE);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    await login(app, app.logins.teacher, { ip: '198.51.100.2' }).expect(200);
    // Other endpoints are not affected.
    await request(app.server).get('/api/hello').set('X-Forwarded-For', '198.51.100.1').expect(200);
  });

  it("a browser that logged in before is never refused for its address's failures", async () => {
    const app = await start({ loginRateLimit: { perClient: 3 } });
    const device = deviceCookieOf(await login(app, app.logins.pupil1, { ip: '198.51.100.3' }).expect(200));
    const responses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      responses.push((await login(app, 'FALSCH', { ip: '198.51.100.3' })).status);
    }
    expect(responses.filter((status) => status === 401)).toHaveLength(4); // 3 + 1 earned by pupil1
    await login(app, app.logins.teacher, { ip: '198.51.100.3' }).expect(429);
    // A cookie this server did not sign is no device.
    const forged = device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await login(app, app.logins.pupil1, { ip: '198.51.100.3', device: forged }).expect(429);
    // The known browser: in at once, from the same address, also as another user of the same computer.
    await login(app, app.logins.pupil1, { ip: '198.51.100.3', device }).expect(200);
    await login(app, app.logins.pupil2, { ip: '198.51.100.3', device }).expect(200);
  });

  it("a known browser's own failures count on their own: the device pauses, its address and other browsers do not", async () => {
    const app = await start({ loginRateLimit: { perClient: 3 } });
    const device = deviceCookieOf(await login(app, app.logins.pupil1, { ip: '198.51.100.4' }).expect(200));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(app, 'FALSCH', { ip: '198.51.100.4', device }).expect(401);
    }
    const blocked = await login(app, app.logins.pupil1, { ip: '198.51.100.4', device }).expect(429);
    expect(blocked.headers['retry-after']).toBe('60');
    // Its address still has its whole room (3 + 1 earned) for other browsers.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(app, 'FALSCH', { ip: '198.51.100.4' }).expect(401);
    }
    await login(app, app.logins.teacher, { ip: '198.51.100.4' }).expect(429);
  });

  it('devices count together per user as well: more logins with one code make no more room for guessing', async () => {
    const app = await start({ loginRateLimit: { perClient: 3 } });
    const devices = [];
    for (let device = 0; device < 3; device += 1) {
      devices.push(deviceCookieOf(await login(app, app.logins.pupil1, { ip: `192.0.2.${device}` })));
    }
    await login(app, 'FALSCH', { ip: '192.0.2.10', device: devices[0] }).expect(401);
    await login(app, 'FALSCH', { ip: '192.0.2.11', device: devices[1] }).expect(401);
    await login(app, 'FALSCH', { ip: '192.0.2.12', device: devices[2] }).expect(401);
    await login(app, 'FALSCH', { ip: '192.0.2.13', device: devices[2] }).expect(429);
    await login(app, 'FALSCH', { ip: '192.0.2.14', device: devices[0] }).expect(429);
  });

  it('an address earns room with every distinct user who logged in from it; an address without any earns none', async () => {
    const app = await start({ loginRateLimit: { perClient: 2, earnedPerUser: 2 } });
    for (const code of [app.logins.pupil1, app.logins.pupil2, app.logins.pupil3, app.logins.pupil1]) {
      await login(app, code, { ip: '198.51.100.20' }).expect(200);
    }
    // 3 distinct users (pupil1 twice counts once): 2 + 3 × 2 = 8 failures.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login(app, 'FALSCH', { ip: '198.51.100.20' }).expect(401);
    }
    await login(app, 'FALSCH', { ip: '198.51.100.20' }).expect(429);
    await login(app, 'FALSCH', { ip: '198.51.100.21' }).expect(401);
    await login(app, 'FALSCH', { ip: '198.51.100.21' }).expect(401);
    await login(app, 'FALSCH', { ip: '198.51.100.21' }).expect(429);
  });

  it('past the window an attempt is slowed, not refused: it waits for the room of the next window', async () => {
    const app = await start({ loginRateLimit: { perClient: 2, windowMs: 1000, maxWaitMs: 3000 } });
    await login(app, 'FALSCH', { ip: '198.51.100.30' }).expect(401);
    await login(app, 'FALSCH', { ip: '198.51.100.30' }).expect(401);
    await login(app, app.logins.teacher, { ip: '198.51.100.30' }).expect(200);
  });

  it("past the day's room an address is refused at once, with the day's Retry-After", async () => {
    const app = await start({
      loginRateLimit: { perClient: 10, windowMs: 1000, perDay: 4, dayMs: 3_600_000, maxWaitMs: 3000 },
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(app, 'FALSCH', { ip: '198.51.100.31' }).expect(401);
    }
    const before = Date.now();
    const blocked = await login(app, app.logins.teacher, { ip: '198.51.100.31' }).expect(429);
    // Not after waiting maxWaitMs for room that the day will not have.
    expect(Date.now() - before).toBeLessThan(2500);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('a flood of wrong codes from many addresses slows the failures down, never the valid codes', async () => {
    const app = await start({ loginRateLimit: { perClient: 10, global: 30 } });
    // 35 addresses × 2 wrong codes: far past the global limit, no address past its own.
    await Promise.all(
      Array.from({ length: 70 }, (_unused, index) =>
        login(app, 'FALSCH', { ip: `203.0.113.${index % 35}` }).expect(401),
      ),
    );
    for (const code of [app.logins.mainAdmin, app.logins.teacher, app.logins.pupil1]) {
      await login(app, code, { ip: '203.0.113.7' }).expect(200);
      await login(app, code, { ip: '192.0.2.50' }).expect(200);
    }
    const before = Date.now();
    await login(app, 'FALSCH', { ip: '192.0.2.51' }).expect(401);
    expect(Date.now() - before).toBeGreaterThanOrEqual(FLOOD_DELAY_MS - 50);
  });

  it('TRUST_PROXY as a hop count: a forged X-Forwarded-For entry does not make a new client (issue 14 #3)', async () => {
    const app = await start({ loginRateLimit: { perClient: 5 } });
    // The client forges the first entry; the one proxy appends the address it saw, which counts.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      statuses.push((await login(app, 'FALSCH', { ip: `10.${attempt}.0.1, 198.51.100.9` })).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('without TRUST_PROXY the header is ignored: all forged addresses are one client', async () => {
    const app = await start({ trustProxy: false, loginRateLimit: { perClient: 3 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(app, 'FALSCH', { ip: `10.0.0.${attempt}` }).expect(401);
    }
    await login(app, 'FALSCH', { ip: '10.0.0.99' }).expect(429);
  });

  it('a burst sent at once cannot outrun the count: exactly the room is checked', async () => {
    const app = await start({ loginRateLimit: { perClient: 5, maxWaitMs: 500 } });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(app, 'FALSCH', { ip: '198.51.100.40' })),
    );
    expect(responses.filter((response) => response.status === 401)).toHaveLength(5);
    expect(responses.every((response) => [401, 429].includes(response.status))).toBe(true);
  });

  it('correct codes sent at once hold room only while they are checked: 60 new browsers of one address all get in', async () => {
    const app = await start({ loginRateLimit: { perClient: 3, maxWaitMs: 3000 } });
    const pupils = await Promise.all(Array.from({ length: 60 }, () => addDemoPupil(app.dataSource)));
    const responses = await Promise.all(
      pupils.map((pupil) => login(app, pupil.anmeldecode, { ip: '198.51.100.41' })),
    );
    expect(responses.map((response) => response.status)).toEqual(pupils.map(() => 200));
  });
});
