import request from 'supertest';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Benutzer } from './entities/benutzer.entity';

/** The Klasse table (01 §2) with login codes: the class's teacher and the school's administrators only. */
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

  it("answers a teacher of school B 404 for school A's class (its existence is not revealed)", async () => {
    const cookie = await sessionCookieFor(testApp, schoolB.teacher.code);
    const response = await klasse('DEMO-1A', cookie).expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'fehler.nichtGefunden',
      message: 'Das gesuchte Element wurde nicht gefunden.',
    });
    const own = await klasse(schoolB.klassenCode, cookie).expect(200);
    expect(own.body.map((row: { id: number }) => row.id)).toEqual([schoolB.pupil.id]);
  });

  it('gives the codes of another class of the school only to its administrators (DEVIATIONS 2), others 404', async () => {
    const users = testApp.dataSource.getRepository(Benutzer);
    const demo = await users.findOneByOrFail({ klassen_code: 'DEMO-1A', ist_schueler: false });
    const kollegin = (benutzername: string, kann_lehrpersonen_bearbeiten: boolean) =>
      users.save(
        users.create({
          benutzername,
          namevoll: benutzername,
          anmeldecode: randomLoginCode(),
          schule_id: demo.schule_id,
          klassen_code: `K-${benutzername}`,
          kann_lehrpersonen_bearbeiten,
        }),
      );
    const ohneRechte = await sessionCookieFor(testApp, (await kollegin('nachbarin', false)).anmeldecode);
    const response = await klasse('DEMO-1A', ohneRechte).expect(404);
    expect(JSON.stringify(response.body)).not.toContain(testApp.logins.pupil1);
    const admin = await sessionCookieFor(testApp, (await kollegin('schulleitung', true)).anmeldecode);
    const codes = await klasse('DEMO-1A', admin).expect(200);
    expect(codes.body.map((row: { anmeldecode: string }) => row.anmeldecode)).toContain(
      testApp.logins.pupil1,
    );
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
