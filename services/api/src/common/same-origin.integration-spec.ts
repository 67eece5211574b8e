import request from 'supertest';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';

/** DEVIATIONS 5: state-changing requests from another site are refused. */
describe('cross-site requests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ allowedOrigins: ['https://portal.schule.example'] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const FREMD = {
    statusCode: 403,
    error: 'server.anfrage.fremdeHerkunft',
    message: 'Diese Anfrage kommt von einer fremden Seite und wurde abgelehnt.',
  };

  it('refuses a login posted from a foreign Origin', async () => {
    const response = await request(testApp.server)
      .post('/api/benutzer/check')
      .set('Origin', 'https://evil.example')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(403);
    expect(response.body).toEqual(FREMD);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an Origin that only shares the host name, not the port', async () => {
    await request(testApp.server)
      .post('/api/benutzer/check')
      .set('Host', 'lernstapel.schule.example:3000')
      .set('Origin', 'http://lernstapel.schule.example:4000')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(403);
  });

  it('refuses the opaque origin "null"', async () => {
    await request(testApp.server)
      .post('/api/benutzer/check')
      .set('Origin', 'null')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(403);
  });

  it('refuses a foreign logout and keeps the session', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await request(testApp.server)
      .delete('/api/session')
      .set('Cookie', cookie)
      .set('Origin', 'http://evil.example')
      .expect(403);
    expect(response.body).toEqual(FREMD);
    await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(200);
  });

  it('accepts the own origin, a configured origin and requests without Origin', async () => {
    await request(testApp.server)
      .post('/api/benutzer/check')
      .set('Host', 'lernstapel.schule.example:3000')
      .set('Origin', 'http://lernstapel.schule.example:3000')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
    await request(testApp.server)
      .post('/api/benutzer/check')
      .set('Origin', 'https://portal.schule.example')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
    await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
  });

  it('lets GET requests from anywhere through (they change nothing)', async () => {
    await request(testApp.server).get('/api/hello').set('Origin', 'https://evil.example').expect(200);
  });
});
