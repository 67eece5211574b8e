import request from 'supertest';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool } from '../testing/second-school';

describe('GET /api/schulen (01 §2 admin area, 01 §6 roles)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await addOtherSchool(testApp.dataSource);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists every school for the main administrator, by name, with user counts and contacts', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    const response = await request(testApp.server).get('/api/schulen').set('Cookie', cookie).expect(200);
    expect(response.body.map((schule: { name1: string }) => schule.name1)).toEqual([
      'Andere Schule',
      'Demoschule Lernstapel',
    ]);
    const demo = response.body[1];
    expect(Object.keys(demo).sort()).toEqual(
      [
        'anschrift1',
        'anzahl_benutzer',
        'id',
        'land',
        'lizenz_jahr',
        'name1',
        'name2',
        'ort',
        'plz',
        'schule_ansprechpartner',
      ].sort(),
    );
    expect(demo).toMatchObject({
      land: 'CH',
      ort: 'Zürich',
      plz: '8000',
      anzahl_benutzer: 5,
      lizenz_jahr: new Date().getUTCFullYear(),
    });
    expect(demo.schule_ansprechpartner).toEqual([
      { id: expect.any(Number), namevoll: 'Anna Müller', email: 'anna.mueller@demoschule.example' },
    ]);
    expect(response.body[0]).toMatchObject({ anzahl_benutzer: 2, schule_ansprechpartner: [] });
  });

  it.each([
    ['a teacher with both administrative flags', 'teacherAdmin'],
    ['a teacher', 'teacher'],
    ['a pupil', 'pupil1'],
  ] as const)('refuses %s with 403 and the German text', async (_label, role) => {
    const cookie = await sessionCookieFor(testApp, testApp.logins[role]);
    const response = await request(testApp.server).get('/api/schulen').set('Cookie', cookie).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'fehler.keineBerechtigung',
      message: 'Dafür fehlt dir die Berechtigung.',
    });
  });

  it('needs a session', async () => {
    await request(testApp.server).get('/api/schulen').expect(401);
  });
});
