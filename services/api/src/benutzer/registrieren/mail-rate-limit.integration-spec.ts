import request from 'supertest';
import { Benutzer } from '../entities/benutzer.entity';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

const ZU_VIELE = {
  statusCode: 429,
  error: 'fehler.zuVieleAnfragen',
  message: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
};

const person = (n: number) => ({
  art: 'einzelperson',
  namevoll: `Person ${n}`,
  benutzername: `p${n}`,
  email: `p${n}@privat.example`,
});

/** DEVIATIONS 6: registration and forgot-code are limited per client and for all clients together. */
describe('rate limits of registration and forgot-code', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('registration per client: the request after the limit gets 429 and stores nothing', async () => {
    testApp = await createTestApp({ mailRateLimit: { windowMs: 60_000, perClient: 2, global: 100 } });
    await request(testApp.server).post('/api/benutzer/registrieren').send(person(1)).expect(201);
    await request(testApp.server).post('/api/benutzer/registrieren').send(person(2)).expect(201);
    const before = await testApp.dataSource.getRepository(Benutzer).count();
    const blocked = await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send(person(3))
      .expect(429);
    expect(blocked.body).toEqual(ZU_VIELE);
    expect(await testApp.dataSource.getRepository(Benutzer).count()).toBe(before);
    // The login has its own limits.
    await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
  });

  it('forgot-code per client counts unknown addresses too; another client still gets through', async () => {
    const app = await createTestApp({
      trustProxy: true,
      mailRateLimit: { windowMs: 60_000, perClient: 2, global: 100 },
    });
    testApp = app;
    const vergessen = (ip: string, email: string) =>
      request(app.server)
        .post('/api/benutzer/anmeldecodevergessen')
        .set('X-Forwarded-For', ip)
        .send({ email });
    await vergessen('198.51.100.1', 'a@nirgends.example').expect(404);
    await vergessen('198.51.100.1', 'b@nirgends.example').expect(404);
    const blocked = await vergessen('198.51.100.1', 'thomas.weber@demoschule.example').expect(429);
    expect(blocked.body).toEqual(ZU_VIELE);
    await vergessen('198.51.100.2', 'thomas.weber@demoschule.example').expect(200);
  });

  it('globally: many clients together hit the global limit', async () => {
    testApp = await createTestApp({
      trustProxy: true,
      mailRateLimit: { windowMs: 60_000, perClient: 100, global: 3 },
    });
    for (let client = 1; client <= 3; client += 1) {
      await request(testApp.server)
        .post('/api/benutzer/anmeldecodevergessen')
        .set('X-Forwarded-For', `203.0.113.${client}`)
        .send({ email: 'x@nirgends.example' })
        .expect(404);
    }
    const response = await request(testApp.server)
      .post('/api/benutzer/anmeldecodevergessen')
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ email: 'x@nirgends.example' })
      .expect(429);
    expect(response.body).toEqual(ZU_VIELE);
  });
});
