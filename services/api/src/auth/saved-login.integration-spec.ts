import request from 'supertest';
import { createTestApp, setCookies, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Sitzung } from '../benutzer/sitzungen/entities/sitzung.entity';
import { hashSessionToken } from '../benutzer/sitzungen/session-token';

const NICHT_ANGEMELDET = {
  statusCode: 401,
  error: 'fehler.nichtAngemeldet',
  message: 'Bitte melde dich an.',
};
const GESPERRT = {
  statusCode: 403,
  error: 'login.gesperrt',
  message: 'Dein Zugang wurde vorübergehend gesperrt.',
};

function cookieNamed(headers: Record<string, unknown>, name: string): string | undefined {
  return setCookies(headers).find((cookie) => cookie.startsWith(`${name}=`));
}

/** 'name=value' of a Set-Cookie line, as the browser sends it back. */
function pair(cookie: string | undefined): string {
  if (!cookie) throw new Error('cookie missing');
  return cookie.split(';')[0] ?? '';
}

function expectCleared(headers: Record<string, unknown>): void {
  expect(cookieNamed(headers, 'ls_merken')).toMatch(/^ls_merken=;.*Expires=Thu, 01 Jan 1970/);
  expect(cookieNamed(headers, 'ls_name')).toMatch(/^ls_name=;.*Expires=Thu, 01 Jan 1970/);
  expect(cookieNamed(headers, 'ls_gemerkt')).toMatch(/^ls_gemerkt=;.*Expires=Thu, 01 Jan 1970/);
}

/** Saved login (01 §4, DEVIATIONS 3): 'Anmelden als {name}' and deleting the saved login. */
describe('/api/benutzer/gespeichert', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const sitzungen = () => testApp.dataSource.getRepository(Sitzung);

  /** Logs in with merken=true and returns the ls_merken cookie pair. */
  async function savedLogin(code: string): Promise<string> {
    const response = await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: code, merken: true })
      .expect(200);
    return pair(cookieNamed(response.headers, 'ls_merken'));
  }

  it('exchanges the remember cookie for a new session: LoginResponse and a working session cookie', async () => {
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const merken = await savedLogin(testApp.logins.teacher);

    const response = await request(testApp.server)
      .post('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(200);
    expect(response.body.user).toMatchObject({
      id: teacher.id,
      benutzername: 'tweber',
      namevoll: 'Thomas Weber',
    });
    expect(JSON.stringify(response.body)).not.toContain(testApp.logins.teacher);
    const session = cookieNamed(response.headers, 'ls_session') ?? '';
    expect(session).toContain('HttpOnly');
    expect(cookieNamed(response.headers, 'ls_merken')).toBeUndefined();

    const me = await request(testApp.server).get('/api/session').set('Cookie', pair(session)).expect(200);
    expect(me.body.userID).toBe(teacher.id);
    // The remember token works again (it is kept, 90 days from the login that saved it).
    await request(testApp.server).post('/api/benutzer/gespeichert').set('Cookie', merken).expect(200);
  });

  it('still works after logout: logging out ends the session, not the saved login', async () => {
    const merken = await savedLogin(testApp.logins.teacherAdmin);
    const first = await request(testApp.server)
      .post('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(200);
    const session = pair(cookieNamed(first.headers, 'ls_session'));

    const logout = await request(testApp.server)
      .delete('/api/session')
      .set('Cookie', [session, merken])
      .expect(204);
    expect(cookieNamed(logout.headers, 'ls_merken')).toBeUndefined();
    await request(testApp.server).get('/api/session').set('Cookie', session).expect(401);

    const again = await request(testApp.server)
      .post('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(200);
    expect(again.body.user.benutzername).toBe('amueller');
  });

  it('replaces a session cookie the browser still had and ends its row', async () => {
    const merken = await savedLogin(testApp.logins.pupil1);
    const first = await request(testApp.server)
      .post('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(200);
    const old = pair(cookieNamed(first.headers, 'ls_session'));
    await request(testApp.server).post('/api/benutzer/gespeichert').set('Cookie', [old, merken]).expect(200);
    await request(testApp.server).get('/api/session').set('Cookie', old).expect(401);
  });

  it('without a cookie or with an unknown token: 401, the remember cookies are cleared, no session', async () => {
    for (const cookie of [undefined, `ls_merken=${'A'.repeat(43)}`, 'ls_merken=kaputt']) {
      const call = request(testApp.server).post('/api/benutzer/gespeichert');
      const response = await (cookie ? call.set('Cookie', cookie) : call).expect(401);
      expect(response.body).toEqual(NICHT_ANGEMELDET);
      expectCleared(response.headers);
      expect(cookieNamed(response.headers, 'ls_session')).toBeUndefined();
    }
  });

  it('an expired token: 401, the row is deleted and the cookies cleared', async () => {
    const merken = await savedLogin(testApp.logins.pupil2);
    const hash = hashSessionToken(merken.split('=')[1] ?? '');
    await sitzungen().update({ token_hash: hash }, { laeuft_ab_am: new Date(Date.now() - 1000) });

    const response = await request(testApp.server)
      .post('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(401);
    expect(response.body).toEqual(NICHT_ANGEMELDET);
    expectCleared(response.headers);
    expect(await sitzungen().count({ where: { token_hash: hash } })).toBe(0);
  });

  it('a session token is not a remember token', async () => {
    const response = await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: testApp.logins.pupil3 })
      .expect(200);
    const session = pair(cookieNamed(response.headers, 'ls_session'));
    const asMerken = `ls_merken=${session.split('=')[1]}`;
    await request(testApp.server).post('/api/benutzer/gespeichert').set('Cookie', asMerken).expect(401);
  });

  it('a blocked user: 403 with the German text, every token of the user ended', async () => {
    const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil3);
    const merken = await savedLogin(testApp.logins.pupil3);
    await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: true });

    const response = await request(testApp.server)
      .post('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(403);
    expect(response.body).toEqual(GESPERRT);
    expect(cookieNamed(response.headers, 'ls_session')).toBeUndefined();
    expectCleared(response.headers);
    expect(await sitzungen().count({ where: { benutzer_id: pupil.id } })).toBe(0);
    await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: false });
  });

  it('DELETE removes the remember token and both cookies, with the confirmation text', async () => {
    const merken = await savedLogin(testApp.logins.teacher);
    const hash = hashSessionToken(merken.split('=')[1] ?? '');
    expect(await sitzungen().count({ where: { token_hash: hash, art: 'merken' } })).toBe(1);

    const response = await request(testApp.server)
      .delete('/api/benutzer/gespeichert')
      .set('Cookie', merken)
      .expect(200);
    expect(response.body).toEqual({ message: 'Die Anmeldecookies für diesen Browser wurden gelöscht' });
    expectCleared(response.headers);
    expect(await sitzungen().count({ where: { token_hash: hash } })).toBe(0);
    await request(testApp.server).post('/api/benutzer/gespeichert').set('Cookie', merken).expect(401);
  });

  describe('GET /api/benutzer/gespeichert/name (issue 29 §3)', () => {
    it('answers the first name from the httpOnly cookie the login set', async () => {
      const response = await request(testApp.server)
        .post('/api/benutzer/check')
        .send({ anmeldecode: testApp.logins.teacher, merken: true })
        .expect(200);
      const cookies = ['ls_merken', 'ls_name', 'ls_gemerkt'].map((name) =>
        pair(cookieNamed(response.headers, name)),
      );
      const name = await request(testApp.server)
        .get('/api/benutzer/gespeichert/name')
        .set('Cookie', cookies)
        .expect(200);
      expect(name.body).toEqual({ name: 'Thomas' });
      expect(name.headers['cache-control']).toBe('no-store');
      expect(setCookies(name.headers)).toEqual([]);
    });

    it('answers null without a saved login and sets nothing', async () => {
      const response = await request(testApp.server).get('/api/benutzer/gespeichert/name').expect(200);
      expect(response.body).toEqual({ name: null });
      expect(setCookies(response.headers)).toEqual([]);
    });

    it('without the remember cookie: null, and the name cookie and marker left behind are cleared', async () => {
      const response = await request(testApp.server)
        .get('/api/benutzer/gespeichert/name')
        .set('Cookie', 'ls_name=Thomas; ls_gemerkt=1')
        .expect(200);
      expect(response.body).toEqual({ name: null });
      expectCleared(response.headers);
    });

    it('shortens a full name that came along to the first name', async () => {
      const response = await request(testApp.server)
        .get('/api/benutzer/gespeichert/name')
        .set('Cookie', `ls_merken=${'A'.repeat(43)}; ls_name=J%C3%BCrg%20Meier; ls_gemerkt=1`)
        .expect(200);
      expect(response.body).toEqual({ name: 'Jürg' });
    });
  });

  describe('name cookies from before issue 29 §3 (readable, the full name, no marker)', () => {
    it('any next request replaces them by the first name, httpOnly, with the marker', async () => {
      const response = await request(testApp.server)
        .get('/api/hello')
        .set('Cookie', `ls_merken=${'A'.repeat(43)}; ls_name=Thomas%20Weber`);
      const name = cookieNamed(response.headers, 'ls_name') ?? '';
      expect(name).toMatch(/^ls_name=Thomas;/);
      expect(name).toContain('HttpOnly');
      expect(name).toContain('SameSite=Strict');
      expect(cookieNamed(response.headers, 'ls_gemerkt')).toMatch(/^ls_gemerkt=1;/);
      expect(cookieNamed(response.headers, 'ls_merken')).toBeUndefined();
    });

    it('the login page itself renews them before its scripts run', async () => {
      const response = await request(testApp.server)
        .get('/login')
        .set('Cookie', `ls_merken=${'A'.repeat(43)}; ls_name=Jana%20Maria%20Keller`);
      expect(cookieNamed(response.headers, 'ls_name')).toMatch(/^ls_name=Jana;.*HttpOnly/);
    });

    it('without a remember cookie they are only cleared', async () => {
      const response = await request(testApp.server)
        .get('/api/hello')
        .set('Cookie', 'ls_name=Thomas%20Weber');
      expectCleared(response.headers);
    });

    it('cookies of the new kind are left alone', async () => {
      const response = await request(testApp.server)
        .get('/api/hello')
        .set('Cookie', `ls_merken=${'A'.repeat(43)}; ls_name=Thomas; ls_gemerkt=1`);
      expect(setCookies(response.headers)).toEqual([]);
    });
  });

  it('DELETE without a saved login still clears the cookies', async () => {
    const response = await request(testApp.server).delete('/api/benutzer/gespeichert').expect(200);
    expectCleared(response.headers);
  });

  it('DELETE from a foreign origin is refused (DEVIATIONS 5)', async () => {
    const merken = await savedLogin(testApp.logins.teacher);
    await request(testApp.server)
      .delete('/api/benutzer/gespeichert')
      .set('Origin', 'https://evil.example')
      .set('Cookie', merken)
      .expect(403);
    await request(testApp.server).post('/api/benutzer/gespeichert').set('Cookie', merken).expect(200);
  });
});

describe('saved-login rate limit', () => {
  it('is limited like the login (429, German)', async () => {
    const testApp = await createTestApp({ loginRateLimit: { perClient: 2, global: 100 } });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await request(testApp.server).post('/api/benutzer/gespeichert').expect(401);
      }
      const response = await request(testApp.server).post('/api/benutzer/gespeichert').expect(429);
      expect(response.body.error).toBe('fehler.zuVieleAnfragen');
    } finally {
      await testApp.close();
    }
  });
});
