import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/create-test-app';

const ZU_VIELE = {
  statusCode: 429,
  error: 'fehler.zuVieleAnfragen',
  message: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
};

/** DEVIATIONS 6: login attempts are limited per client and for all clients together. */
describe('login rate limit', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('per client: the attempt after the limit gets 429 with the German text, even with a valid code', async () => {
    testApp = await createTestApp({ loginRateLimit: { perClient: 3, global: 100 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(testApp.server).post('/api/benutzer/check').send({ anmeldecode: 'FALSCH' }).expect(401);
    }
    const blocked = await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(429);
    expect(blocked.body).toEqual(ZU_VIELE);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // Other endpoints are not affected.
    await request(testApp.server).get('/api/hello').expect(200);
  });

  it('globally: many clients together hit the global limit', async () => {
    testApp = await createTestApp({ trustProxy: true, loginRateLimit: { perClient: 100, global: 4 } });
    for (let client = 1; client <= 4; client += 1) {
      await request(testApp.server)
        .post('/api/benutzer/check')
        .set('X-Forwarded-For', `203.0.113.${client}`)
        .send({ anmeldecode: 'FALSCH' })
        .expect(401);
    }
    const response = await request(testApp.server)
      .post('/api/benutzer/check')
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ anmeldecode: 'FALSCH' })
      .expect(429);
    expect(response.body).toEqual(ZU_VIELE);
  });

  it('per client means per IP: another client still gets in', async () => {
    testApp = await createTestApp({ trustProxy: true, loginRateLimit: { perClient: 2, global: 100 } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await request(testApp.server)
        .post('/api/benutzer/check')
        .set('X-Forwarded-For', '198.51.100.1')
        .send({ anmeldecode: 'FALSCH' })
        .expect(401);
    }
    await request(testApp.server)
      .post('/api/benutzer/check')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ anmeldecode: 'FALSCH' })
      .expect(429);
    await request(testApp.server)
      .post('/api/benutzer/check')
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
  });
});
