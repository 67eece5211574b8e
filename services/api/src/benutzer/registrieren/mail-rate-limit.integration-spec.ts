import request from 'supertest';
import { DEMO_CLASS_CODE } from '../../bootstrap/seed/demo-data';
import { Benutzer } from '../entities/benutzer.entity';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { demoCallers } from '../../testing/demo-callers';

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

/**
 * DEVIATIONS 6, issue 14 #2/#5: registration, forgot-code and licence orders (they send mails) and the
 * answers that tell whether an e-mail is registered are limited per client; nothing refuses everybody.
 */
describe('rate limits of mails and e-mail probes', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('registration per client: the request after the limit gets 429 and stores nothing', async () => {
    testApp = await createTestApp({ mailRateLimit: { windowMs: 60_000, perClient: 2 } });
    await request(testApp.server).post('/api/benutzer/registrieren').send(person(1)).expect(201);
    await request(testApp.server).post('/api/benutzer/registrieren').send(person(2)).expect(201);
    const before = await testApp.dataSource.getRepository(Benutzer).count();
    const blocked = await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send(person(3))
      .expect(429);
    expect(blocked.body).toEqual(ZU_VIELE);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(await testApp.dataSource.getRepository(Benutzer).count()).toBe(before);
    // The login has its own limits.
    await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
  });

  it('forgot-code per client counts unknown addresses too; another client still gets through', async () => {
    const app = await createTestApp({ trustProxy: 1, mailRateLimit: { windowMs: 60_000, perClient: 2 } });
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

  it('pauses grow: each further pause of a client is twice as long, up to the maximum', async () => {
    const app = await createTestApp({ mailRateLimit: { windowMs: 1000, perClient: 2, maxPauseMs: 2000 } });
    testApp = app;
    const vergessen = () =>
      request(app.server).post('/api/benutzer/anmeldecodevergessen').send({ email: 'x@nirgends.example' });
    const retryAfter: string[] = [];
    for (let pause = 0; pause < 3; pause += 1) {
      await vergessen().expect(404);
      await vergessen().expect(404);
      const response = await vergessen().expect(429);
      retryAfter.push(String(response.headers['retry-after']));
      await new Promise((resolve) =>
        setTimeout(resolve, Number(response.headers['retry-after']) * 1000 + 100),
      );
    }
    expect(retryAfter).toEqual(['1', '2', '2']);
    await vergessen().expect(404);
  });

  it('many clients together never lock out the next one (no global switch)', async () => {
    const app = await createTestApp({
      trustProxy: 1,
      mailRateLimit: { windowMs: 60_000, perClient: 10, global: 3 },
    });
    testApp = app;
    for (let client = 1; client <= 6; client += 1) {
      await request(app.server)
        .post('/api/benutzer/anmeldecodevergessen')
        .set('X-Forwarded-For', `203.0.113.${client}`)
        .send({ email: 'x@nirgends.example' })
        .expect(404);
    }
    await request(app.server)
      .post('/api/benutzer/anmeldecodevergessen')
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ email: 'thomas.weber@demoschule.example' })
      .expect(200);
  });

  it.each([
    ['POST /api/benutzer/konto/email', 'post', '/api/benutzer/konto/email', { email: 'lena@x.example' }],
    [
      'POST /api/benutzer/neuerschueler',
      'post',
      '/api/benutzer/neuerschueler',
      { benutzername: 'probe', email: 'lena@x.example' },
    ],
    [
      'POST /api/benutzer',
      'post',
      '/api/benutzer',
      { namevoll: 'Probe', benutzername: 'probe', email: 'lena@x.example' },
    ],
  ] as const)(
    '%s: answers that an e-mail is taken count as probes (issue 14 #5)',
    async (_name, method, path, body) => {
      const app = await createTestApp({ mailRateLimit: { windowMs: 60_000, perClient: 3 } });
      testApp = app;
      const { user, cookie } = await demoCallers(app);
      await app.dataSource.getRepository(Benutzer).update({ id: user.lena.id }, { email: 'lena@x.example' });
      const probe = () => request(app.server)[method](path).set('Cookie', cookie.amueller).send(body);
      await probe().expect(409);
      await probe().expect(409);
      await probe().expect(409);
      const blocked = await probe().expect(429);
      expect(blocked.body).toEqual(ZU_VIELE);
      // Saves that are not probes are not counted and work for other users.
      await request(app.server)
        .post('/api/benutzer/konto/email')
        .set('Cookie', cookie.tweber)
        .send({ email: 'lena@x.example' })
        .expect(409);
    },
  );

  it('a pause of e-mail probes refuses only the check of a new address, never an ordinary edit (issue 22 §2)', async () => {
    const app = await createTestApp({ mailRateLimit: { windowMs: 60_000, perClient: 2 } });
    testApp = app;
    const { user, cookie } = await demoCallers(app);
    await app.dataSource.getRepository(Benutzer).update({ id: user.lena.id }, { email: 'lena@x.example' });
    const speichern = (body: object) =>
      request(app.server).post('/api/benutzer/neuerschueler').set('Cookie', cookie.tweber).send(body);
    const taken = { benutzername: 'probe', email: 'lena@x.example' };
    await speichern(taken).expect(409);
    await speichern(taken).expect(409);
    const blocked = await speichern(taken).expect(429);
    expect(blocked.headers['retry-after']).toBe('60');
    // Paused: renaming a pupil (address kept), a pupil without address, locking one: all work.
    await speichern({ id: user.lena.id, benutzername: 'lena.neu', email: 'lena@x.example' }).expect(200);
    await speichern({ id: user.jonas.id, benutzername: 'jonas.neu', email: null }).expect(200);
    await speichern({ benutzername: 'neu.ohne.adresse' }).expect(200);
    await request(app.server)
      .post('/api/benutzer/sperren')
      .set('Cookie', cookie.tweber)
      .send({ id: user.jonas.id, ist_gesperrt: true })
      .expect(200);
    const names = await app.dataSource.getRepository(Benutzer).findBy({ klassen_code: DEMO_CLASS_CODE });
    expect(names.map((pupil) => pupil.benutzername)).toEqual(
      expect.arrayContaining(['lena.neu', 'jonas.neu', 'neu.ohne.adresse']),
    );
    // A new address is a probe: refused while paused, and nothing is stored.
    const neueAdresse = await speichern({
      id: user.lena.id,
      benutzername: 'lena.neu',
      email: 'neu@x.example',
    }).expect(429);
    expect(Number(neueAdresse.headers['retry-after'])).toBeGreaterThan(0);
    await request(app.server)
      .post('/api/benutzer/konto/email')
      .set('Cookie', cookie.tweber)
      .send({ email: 'tweber@x.example' })
      .expect(429);
    const lena = await app.dataSource.getRepository(Benutzer).findOneByOrFail({ id: user.lena.id });
    expect(lena.email).toBe('lena@x.example');
    // Another teacher is not paused.
    await request(app.server)
      .post('/api/benutzer/konto/email')
      .set('Cookie', cookie.amueller)
      .send({ email: 'amueller@x.example' })
      .expect(200);
  });

  it('licence orders are limited per user like mails', async () => {
    const app = await createTestApp({ mailRateLimit: { windowMs: 60_000, perClient: 2 } });
    testApp = app;
    const { user, cookie } = await demoCallers(app);
    const bestellen = () =>
      request(app.server)
        // Next year's licence: this year's is valid already (issue 23).
        .post(`/api/schulen/lizenzbestellen/${user.amueller.schule_id}/${new Date().getFullYear() + 1}`)
        .set('Cookie', cookie.amueller)
        .send({ bedingungen_akzeptiert: true });
    await bestellen().expect(200);
    await bestellen().expect(409);
    await bestellen().expect(429);
  });
});
