import request from 'supertest';
import { createTestApp, setCookies, type TestApp } from '../testing/create-test-app';

// Passport keeps strategies in one process-wide registry, so each file runs one app at a time.
describe('Secure cookies (DEVIATIONS 3)', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  function sessionCookie(headers: Record<string, unknown>): string {
    return setCookies(headers).find((cookie) => cookie.startsWith('ls_session=')) ?? '';
  }

  it('sets Secure when COOKIE_SECURE=1', async () => {
    testApp = await createTestApp({ cookieSecure: true });
    const response = await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
    expect(sessionCookie(response.headers)).toMatch(/; Secure/);
  });

  it('sets Secure when the request came in over https through a trusted proxy', async () => {
    testApp = await createTestApp({ trustProxy: 1 });
    const viaHttps = await request(testApp.server)
      .post('/api/benutzer/check')
      .set('X-Forwarded-Proto', 'https')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
    expect(sessionCookie(viaHttps.headers)).toMatch(/; Secure/);
    const viaHttp = await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.teacher })
      .expect(200);
    expect(sessionCookie(viaHttp.headers)).not.toMatch(/Secure/);
  });
});
