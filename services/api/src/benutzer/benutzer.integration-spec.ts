import request from 'supertest';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Benutzer } from './entities/benutzer.entity';

/** The school scope showcase: the Klasse table (01 §2) only for teachers of the class's school. */
describe('GET /api/benutzer/klasse/{klassen_code}', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const klasse = (code: string, cookie: string) =>
    request(testApp.server)
      .get(`/api/benutzer/klasse/${encodeURIComponent(code)}`)
      .set('Cookie', cookie);

  it('lists the pupils of the class for a teacher of the school, by username, with their codes', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await klasse('DEMO-1A', cookie).expect(200);
    expect(response.body.map((row: { benutzername: string }) => row.benutzername)).toEqual([
      'jonas',
      'lena',
      'mia',
    ]);
    expect(response.body[1]).toEqual({
      id: expect.any(Number),
      benutzername: 'lena',
      namevoll: 'Lena Keller',
      email: null,
      anmeldecode: testApp.logins.pupil1,
      ist_gesperrt: false,
      kann_stapel_veroeffentlichen: false,
      upload_erlaubt_bis: null,
    });
  });

  it('shows only pupils of the own school even when another school uses the same class code', async () => {
    const schule = await testApp.dataSource
      .getRepository(Schule)
      .save({ name1: 'Dritte Schule', land: 'DE' });
    await testApp.dataSource.getRepository(Benutzer).save({
      benutzername: 'fremd',
      namevoll: 'Fremder Schüler',
      anmeldecode: 'FREMDCODE123',
      schule_id: schule.id,
      klassen_code: 'DEMO-1A',
      ist_schueler: true,
    });
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    const response = await klasse('DEMO-1A', cookie).expect(200);
    expect(response.body.map((row: { benutzername: string }) => row.benutzername)).toEqual([
      'jonas',
      'lena',
      'mia',
    ]);
  });

  it("refuses a teacher of school B for school A's class with 403", async () => {
    const cookie = await sessionCookieFor(testApp, schoolB.teacher.code);
    const response = await klasse('DEMO-1A', cookie).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'fehler.keineBerechtigung',
      message: 'Dafür fehlt dir die Berechtigung.',
    });
    const own = await klasse(schoolB.klassenCode, cookie).expect(200);
    expect(own.body.map((row: { id: number }) => row.id)).toEqual([schoolB.pupil.id]);
  });

  it('refuses pupils (01 §6: no Klasse/Gruppen) and main administrators', async () => {
    for (const role of ['pupil1', 'mainAdmin'] as const) {
      const cookie = await sessionCookieFor(testApp, testApp.logins[role]);
      await klasse('DEMO-1A', cookie).expect(403);
    }
  });

  it('answers 404 for a class nobody has', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await klasse('GIBT-ES-NICHT', cookie).expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'fehler.nichtGefunden',
      message: 'Das gesuchte Element wurde nicht gefunden.',
    });
  });
});
