import { createHash } from 'node:crypto';
import request from 'supertest';
import { Sitzung } from '../benutzer/sitzungen/entities/sitzung.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { createTestApp, sessionCookieFor, setCookies, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';

const UNBEKANNT = {
  statusCode: 401,
  error: 'login.unbekannterCode',
  message: 'Dieser Anmeldecode ist leider nicht bekannt.',
};
const GESPERRT = {
  statusCode: 403,
  error: 'login.gesperrt',
  message: 'Dein Zugang wurde vorübergehend gesperrt.',
};
const NICHT_ANGEMELDET = {
  statusCode: 401,
  error: 'fehler.nichtAngemeldet',
  message: 'Bitte melde dich an.',
};

function cookieNamed(headers: Record<string, unknown>, name: string): string | undefined {
  return setCookies(headers).find((cookie) => cookie.startsWith(`${name}=`));
}

function tokenOf(cookie: string): string {
  const [paar = ''] = cookie.split(';');
  return paar.split('=')[1] ?? '';
}

describe('login by code and sessions (01 §4, DEVIATIONS 2–3)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const sitzungen = () => testApp.dataSource.getRepository(Sitzung);

  describe('POST /api/benutzer/check', () => {
    it('logs a teacher in: user in the body, an httpOnly SameSite=Strict session cookie, the token stored hashed', async () => {
      const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
      const response = await request(testApp.server)
        .post('/api/benutzer/check')
        .send({ anmeldecode: testApp.logins.teacher })
        .expect(200);

      expect(response.body.user).toMatchObject({
        id: teacher.id,
        benutzername: 'tweber',
        ist_schueler: false,
        ist_main_admin: false,
      });
      expect(JSON.stringify(response.body)).not.toContain(testApp.logins.teacher);

      const cookie = cookieNamed(response.headers, 'ls_session');
      expect(cookie).toBeDefined();
      const attributes = (cookie ?? '').split(';').map((part) => part.trim());
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
      expect(attributes).not.toContain('Secure');
      const token = tokenOf(cookie ?? '');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const rows = await sitzungen().find({ where: { benutzer_id: teacher.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(rows[0]?.art).toBe('sitzung');
      // No column of the session table holds the raw token.
      const raw = await testApp.dataSource.query('SELECT * FROM sitzung');
      expect(JSON.stringify(raw)).not.toContain(token);
    });

    it('accepts the code in lower case and with blanks', async () => {
      const code = testApp.logins.pupil1;
      const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `;
      await request(testApp.server).post('/api/benutzer/check').send({ anmeldecode: typed }).expect(200);
    });

    it('answers an unknown code with 401 and the exact German text, without a cookie', async () => {
      const response = await request(testApp.server)
        .post('/api/benutzer/check')
        .send({ anmeldecode: 'XXXXXXXXXXXX' })
        .expect(401);
      expect(response.body).toEqual(UNBEKANNT);
      expect(cookieNamed(response.headers, 'ls_session')).toBeUndefined();
    });

    it('answers a blocked user with 403 and the exact German text, and creates no session', async () => {
      const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil3);
      await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: true });
      const before = await sitzungen().count({ where: { benutzer_id: pupil.id } });

      const response = await request(testApp.server)
        .post('/api/benutzer/check')
        .send({ anmeldecode: testApp.logins.pupil3 })
        .expect(403);

      expect(response.body).toEqual(GESPERRT);
      expect(cookieNamed(response.headers, 'ls_session')).toBeUndefined();
      expect(await sitzungen().count({ where: { benutzer_id: pupil.id } })).toBe(before);
      await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: false });
    });
  });

  describe("'Anmeldung auf diesem Browser speichern' (merken)", () => {
    it('merken=true adds a hashed 90-day remember token, an httpOnly first-name cookie and a readable marker', async () => {
      const admin = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
      const response = await request(testApp.server)
        .post('/api/benutzer/check')
        .send({ anmeldecode: testApp.logins.teacherAdmin, merken: true })
        .expect(200);

      const merken = cookieNamed(response.headers, 'ls_merken') ?? '';
      expect(merken).toContain('HttpOnly');
      expect(merken).toContain('SameSite=Strict');
      expect(merken).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
      const name = cookieNamed(response.headers, 'ls_name') ?? '';
      // Issue 29 §3: only what the start page needs — the first name — and no script reads it.
      expect(name).toContain('HttpOnly');
      expect(name).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
      expect(decodeURIComponent(tokenOf(name))).toBe('Anna');
      expect(name).not.toContain(testApp.logins.teacherAdmin);
      const marker = cookieNamed(response.headers, 'ls_gemerkt') ?? '';
      expect(marker).toMatch(/^ls_gemerkt=1;/);
      expect(marker).not.toContain('HttpOnly');

      const row = await sitzungen().findOneOrFail({ where: { benutzer_id: admin.id, art: 'merken' } });
      expect(row.token_hash).toBe(createHash('sha256').update(tokenOf(merken)).digest('hex'));
      const days = (row.laeuft_ab_am.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThanOrEqual(90);

      // Logging in again without merken clears the saved login: cookies and server row.
      const again = await request(testApp.server)
        .post('/api/benutzer/check')
        .set('Cookie', merken.split(';')[0] ?? '')
        .send({ anmeldecode: testApp.logins.teacherAdmin, merken: false })
        .expect(200);
      expect(cookieNamed(again.headers, 'ls_merken')).toMatch(/^ls_merken=;.*Expires=Thu, 01 Jan 1970/);
      expect(cookieNamed(again.headers, 'ls_name')).toMatch(/^ls_name=;/);
      expect(cookieNamed(again.headers, 'ls_gemerkt')).toMatch(/^ls_gemerkt=;/);
      expect(await sitzungen().count({ where: { benutzer_id: admin.id, art: 'merken' } })).toBe(0);
    });
  });

  describe('GET /api/session', () => {
    it('answers the user id and the user for a valid session', async () => {
      const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil1);
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
      const response = await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(200);
      expect(response.body.userID).toBe(pupil.id);
      expect(response.body.user).toMatchObject({
        id: pupil.id,
        ist_schueler: true,
        klassen_code: 'DEMO-1A',
        land: 'CH',
      });
      expect(response.body.user).not.toHaveProperty('anmeldecode');
    });

    it('answers 401 with the German text without a cookie or with an unknown token', async () => {
      const none = await request(testApp.server).get('/api/session').expect(401);
      expect(none.body).toEqual(NICHT_ANGEMELDET);
      const forged = await request(testApp.server)
        .get('/api/session')
        .set('Cookie', `ls_session=${'A'.repeat(43)}`)
        .expect(401);
      expect(forged.body).toEqual(NICHT_ANGEMELDET);
    });

    it('rejects an expired session and deletes it', async () => {
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil2);
      const hash = createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
      await sitzungen().update({ token_hash: hash }, { laeuft_ab_am: new Date(Date.now() - 1000) });
      await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(401);
      expect(await sitzungen().count({ where: { token_hash: hash } })).toBe(0);
    });

    it('slides: a use after a minute moves the end 12 hours ahead', async () => {
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil2);
      const hash = createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
      await sitzungen().update(
        { token_hash: hash },
        {
          zuletzt_benutzt_am: new Date(Date.now() - 5 * 60_000),
          laeuft_ab_am: new Date(Date.now() + 60 * 60_000),
        },
      );
      await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(200);
      const row = await sitzungen().findOneOrFail({ where: { token_hash: hash } });
      const hours = (row.laeuft_ab_am.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
    });

    it('a user locked after login gets the blocked text once, then 401 (sessions ended)', async () => {
      const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil2);
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil2);
      await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: true });
      const blocked = await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(403);
      expect(blocked.body).toEqual(GESPERRT);
      await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: false });
      await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(401);
    });

    it('SessionsService.endAllFor ends every session of a user at once', async () => {
      const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
      const first = await sessionCookieFor(testApp, testApp.logins.teacher);
      const second = await sessionCookieFor(testApp, testApp.logins.teacher);
      await testApp.app.get(SessionsService).endAllFor(teacher.id);
      await request(testApp.server).get('/api/session').set('Cookie', first).expect(401);
      await request(testApp.server).get('/api/session').set('Cookie', second).expect(401);
    });
  });

  describe('DELETE /api/session (logout)', () => {
    it('ends the session: 204, cookie cleared, the old cookie no longer works', async () => {
      const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
      await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(200);

      const response = await request(testApp.server).delete('/api/session').set('Cookie', cookie).expect(204);
      expect(cookieNamed(response.headers, 'ls_session')).toMatch(/^ls_session=;/);

      const after = await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(401);
      expect(after.body).toEqual(NICHT_ANGEMELDET);
      const hash = createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
      expect(await sitzungen().count({ where: { token_hash: hash } })).toBe(0);
    });

    it('needs a session', async () => {
      const response = await request(testApp.server).delete('/api/session').expect(401);
      expect(response.body).toEqual(NICHT_ANGEMELDET);
    });
  });
});
