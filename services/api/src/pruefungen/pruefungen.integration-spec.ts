import request from 'supertest';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { Pruefung } from './entities/pruefung.entity';

describe('GET /api/pruefungen/{klassen_code} (01 §4 exam flags, 01 §6)', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const schuleA = teacher.schule_id;
    const pruefungen = testApp.dataSource.getRepository(Pruefung);
    const base = { ersteller_benutzer_id: teacher.id, schule_id: schuleA, klassen_code: 'DEMO-1A' };
    await pruefungen.save([
      { ...base, titel: 'Freigegeben', datum: '2999-01-31', freigegeben: true },
      { ...base, titel: 'Entwurf', datum: '2000-05-01', freigegeben: false },
      {
        ersteller_benutzer_id: schoolB.teacher.id,
        schule_id: schoolB.schuleId,
        klassen_code: 'B-1',
        titel: 'Prüfung B',
        datum: '2999-02-01',
        freigegeben: true,
      },
    ]);
    // Same class code in a third school: never part of school A's list.
    const dritte = await testApp.dataSource.getRepository(Schule).save({ name1: 'Dritte Schule', land: 'A' });
    await pruefungen.save({
      ersteller_benutzer_id: schoolB.teacher.id,
      schule_id: dritte.id,
      klassen_code: 'DEMO-1A',
      titel: 'Fremd',
      datum: '2999-03-01',
      freigegeben: true,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const list = (code: string, cookie: string) =>
    request(testApp.server)
      .get(`/api/pruefungen/${encodeURIComponent(code)}`)
      .set('Cookie', cookie);

  it("a teacher of the school sees all of the class's exams, newest first, past ones marked abgelaufen", async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await list('DEMO-1A', cookie).expect(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        klassen_code: 'DEMO-1A',
        titel: 'Freigegeben',
        datum: '2999-01-31',
        freigegeben: true,
        ist_korrigiert: false,
        unterrichtsmodul_id: null,
        abgelaufen: false,
      },
      {
        id: expect.any(Number),
        klassen_code: 'DEMO-1A',
        titel: 'Entwurf',
        datum: '2000-05-01',
        freigegeben: false,
        ist_korrigiert: false,
        unterrichtsmodul_id: null,
        abgelaufen: true,
      },
    ]);
  });

  it('a pupil sees only the released exams of the own class', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const response = await list('DEMO-1A', cookie).expect(200);
    expect(response.body.map((pruefung: { titel: string }) => pruefung.titel)).toEqual(['Freigegeben']);
  });

  it("a pupil asking for another class's exams gets 404", async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    await list('B-1', cookie).expect(404);
  });

  it("a teacher of school B gets 404 for school A's class code and sees the own class", async () => {
    const cookie = await sessionCookieFor(testApp, schoolB.teacher.code);
    const refused = await list('DEMO-1A', cookie).expect(404);
    expect(refused.body.error).toBe('fehler.nichtGefunden');
    const own = await list('B-1', cookie).expect(200);
    expect(own.body.map((pruefung: { titel: string }) => pruefung.titel)).toEqual(['Prüfung B']);
  });

  it('main administrators have no class and get 403', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    await list('DEMO-1A', cookie).expect(403);
  });
});
