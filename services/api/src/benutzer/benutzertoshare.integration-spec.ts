import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { addOtherSchool } from '../testing/second-school';
import { Benutzer } from './entities/benutzer.entity';

/** Issue 9: GET /api/benutzer/benutzertoshare — who a stack can be shared with (01 §2, §6). */
describe('GET /api/benutzer/benutzertoshare', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    await addOtherSchool(testApp.dataSource);
    // A pupil of another class of the same school.
    await testApp.dataSource.getRepository(Benutzer).save({
      benutzername: 'anderklasse',
      namevoll: 'Andere Klasse',
      anmeldecode: 'ANDERE1234XY',
      schule_id: user.tweber.schule_id,
      klassen_code: 'DEMO-2B',
      ist_schueler: true,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const namen = async (as: string) => {
    const response = await request(testApp.server)
      .get('/api/benutzer/benutzertoshare')
      .set('Cookie', as)
      .expect(200);
    return response.body.benutzertoshare.map((b: { namevoll: string }) => b.namevoll);
  };

  it('a teacher sees every teacher and pupil of the school, themself included, by name; no main admin, no other school', async () => {
    expect(await namen(cookie.tweber)).toEqual([
      'Andere Klasse',
      'Anna Müller',
      'Jonas Frei',
      'Lena Keller',
      'Mia Baumann',
      'Thomas Weber',
    ]);
  });

  it("a pupil sees the school's teachers and the own class, never themself (01 §6)", async () => {
    expect(await namen(cookie.lena)).toEqual(['Anna Müller', 'Jonas Frei', 'Mia Baumann', 'Thomas Weber']);
  });

  it('answers the fields of the share dialog only (no codes, no e-mail)', async () => {
    const response = await request(testApp.server)
      .get('/api/benutzer/benutzertoshare')
      .set('Cookie', cookie.lena)
      .expect(200);
    expect(response.body.benutzertoshare[0]).toEqual({
      id: user.amueller.id,
      benutzername: 'amueller',
      namevoll: 'Anna Müller',
      ist_schueler: false,
      klassen_code: expect.any(String),
    });
  });

  it('main administrators get 403, no session 401', async () => {
    await request(testApp.server)
      .get('/api/benutzer/benutzertoshare')
      .set('Cookie', cookie.mainAdmin)
      .expect(403);
    await request(testApp.server).get('/api/benutzer/benutzertoshare').expect(401);
  });
});
