import request from 'supertest';
import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Benutzer } from './entities/benutzer.entity';

const KEINE_BERECHTIGUNG = {
  statusCode: 403,
  error: 'fehler.keineBerechtigung',
  message: 'Dafür fehlt dir die Berechtigung.',
};

/** 01 §2 admin tab 'Benutzer' and 01 §7 GET /api/benutzer/alle, /admin: main administrators only. */
describe('the main administrator’s user lists', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  let adminCookie: string;
  const INDIVIDUAL_CODE = 'EINZELPERSON42';
  const SECOND_ADMIN_CODE = 'ZWEITADMIN42';

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    const benutzer = testApp.dataSource.getRepository(Benutzer);
    await benutzer.save({
      benutzername: 'Zora',
      namevoll: 'Zora Einzel',
      anmeldecode: INDIVIDUAL_CODE,
      email: 'zora@example.org',
      schule_id: null,
    });
    await benutzer.save({
      benutzername: 'büro',
      namevoll: 'Zweite Administration',
      anmeldecode: SECOND_ADMIN_CODE,
      ist_main_admin: true,
      ist_gesperrt: true,
    });
    adminCookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (path: string, cookie: string | null) => {
    const test = request(testApp.server).get(path);
    return cookie === null ? test : test.set('Cookie', cookie);
  };

  describe.each(['/api/benutzer/alle', '/api/benutzer/admin'])('GET %s', (path) => {
    it('answers the main administrator with 200', async () => {
      const response = await get(path, adminCookie).expect(200);
      expect(response.body.length).toBeGreaterThan(0);
    });

    it.each([
      ['a teacher with both administrative flags', 'teacherAdmin'],
      ['a teacher', 'teacher'],
      ['a pupil', 'pupil1'],
      ['an individual person', 'individual'],
    ] as const)('refuses %s with 403', async (_label, role) => {
      const code = role === 'individual' ? INDIVIDUAL_CODE : testApp.logins[role];
      const response = await get(path, await sessionCookieFor(testApp, code)).expect(403);
      expect(response.body).toEqual(KEINE_BERECHTIGUNG);
    });

    it('answers 401 without a session', async () => {
      const response = await get(path, null).expect(401);
      expect(response.body.error).toBe('fehler.nichtAngemeldet');
    });
  });

  it('lists every user with login code and school name, by school, then username', async () => {
    const response = await get('/api/benutzer/alle', adminCookie).expect(200);
    const rows: BenutzerAdminZeile[] = response.body;
    expect(rows.map((row) => [row.schule, row.benutzername])).toEqual([
      [null, 'admin'],
      [null, 'büro'],
      [null, 'Zora'],
      ['Andere Schule', 'lehrerb'],
      ['Andere Schule', 'schuelerb'],
      ['Demoschule Lernstapel', 'amueller'],
      ['Demoschule Lernstapel', 'jonas'],
      ['Demoschule Lernstapel', 'lena'],
      ['Demoschule Lernstapel', 'mia'],
      ['Demoschule Lernstapel', 'tweber'],
    ]);
    const demoSchule = await testApp.dataSource
      .getRepository(Schule)
      .findOneByOrFail({ name1: 'Demoschule Lernstapel' });
    expect(rows.find((row) => row.benutzername === 'lena')).toEqual({
      id: expect.any(Number),
      benutzername: 'lena',
      namevoll: 'Lena Keller',
      email: null,
      anmeldecode: testApp.logins.pupil1,
      schule_id: demoSchule.id,
      schule: 'Demoschule Lernstapel',
      ist_main_admin: false,
      ist_schueler: true,
      ist_gesperrt: false,
    });
    expect(rows.find((row) => row.benutzername === 'schuelerb')).toMatchObject({
      id: schoolB.pupil.id,
      anmeldecode: schoolB.pupil.code,
      schule_id: schoolB.schuleId,
      schule: 'Andere Schule',
    });
    expect(rows.find((row) => row.benutzername === 'admin')).toMatchObject({
      anmeldecode: testApp.logins.mainAdmin,
      schule_id: null,
      schule: null,
      ist_main_admin: true,
    });
  });

  it('lists only the main administrators under /admin', async () => {
    const response = await get('/api/benutzer/admin', adminCookie).expect(200);
    const rows: BenutzerAdminZeile[] = response.body;
    expect(rows.map((row) => row.benutzername)).toEqual(['admin', 'büro']);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      benutzername: 'büro',
      namevoll: 'Zweite Administration',
      email: null,
      anmeldecode: SECOND_ADMIN_CODE,
      schule_id: null,
      schule: null,
      ist_main_admin: true,
      ist_schueler: false,
      ist_gesperrt: true,
    });
  });
});
