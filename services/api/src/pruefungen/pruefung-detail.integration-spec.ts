import request from 'supertest';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { genau } from '../testing/vorhanden';

const ROLES = ['mainAdmin', 'teacherAdmin', 'teacher', 'pupil1'] as const;
type Role = (typeof ROLES)[number] | 'teacherB' | 'pupilB' | 'individual';

describe('GET /api/pruefungen/id/{id} (02 §2 exam screen, 01 §4, 01 §6)', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const ids = {} as Record<Role, number>;
  const cookies = {} as Record<Role, string>;
  let freigegeben: Pruefung;
  let entwurf: Pruefung;
  let pruefungB: Pruefung;
  let gleicherCodeInB: Pruefung;
  let eigene: Pruefung;

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    for (const role of ROLES) {
      ids[role] = (await userByCode(testApp.dataSource, testApp.logins[role])).id;
      cookies[role] = await sessionCookieFor(testApp, testApp.logins[role]);
    }
    ids.teacherB = schoolB.teacher.id;
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);
    ids.pupilB = schoolB.pupil.id;
    cookies.pupilB = await sessionCookieFor(testApp, schoolB.pupil.code);
    // 01 §6: an individually registered teacher, without a school.
    const individual = await testApp.dataSource.getRepository(Benutzer).save({
      benutzername: 'einzeln',
      namevoll: 'Einzelne Person',
      anmeldecode: randomLoginCode(),
      schule_id: null,
      klassen_code: 'EINZEL-1',
    });
    ids.individual = individual.id;
    cookies.individual = await sessionCookieFor(testApp, individual.anmeldecode);

    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Vokabeln Unit 3', eigentuemer_id: teacher.id });
    const [karte1, karte2] = genau(
      await testApp.dataSource.getRepository(Unterrichtsmodulteil).save([
        { unterrichtsmodule_id: stapel.id, autor_id: teacher.id, frage: 'dog' },
        { unterrichtsmodule_id: stapel.id, autor_id: teacher.id, frage: 'cat' },
      ]),
      2,
    );
    const pruefungen = testApp.dataSource.getRepository(Pruefung);
    freigegeben = await pruefungen.save({
      titel: 'Englisch-Test',
      klassen_code: 'DEMO-1A',
      datum: '2999-06-30',
      freigegeben: true,
      unterrichtsmodul_id: stapel.id,
      anweisung_vor_pruefung: 'Viel Erfolg!',
      gesamtpunktezahl: 3.5,
      ersteller_benutzer_id: teacher.id,
      schule_id: teacher.schule_id,
    });
    // Stored without schule_id: the creator's school counts.
    entwurf = await pruefungen.save({
      titel: 'Entwurf',
      klassen_code: 'DEMO-1A',
      datum: '2000-01-15',
      freigegeben: false,
      ersteller_benutzer_id: teacher.id,
      schule_id: null,
    });
    pruefungB = await pruefungen.save({
      titel: 'Prüfung B',
      klassen_code: 'B-1',
      datum: '2999-01-01',
      freigegeben: true,
      ersteller_benutzer_id: schoolB.teacher.id,
      schule_id: schoolB.schuleId,
    });
    // Class codes are unique per school only: school B's class 'DEMO-1A' is not the demo class.
    gleicherCodeInB = await pruefungen.save({
      titel: 'Fremde DEMO-1A',
      klassen_code: 'DEMO-1A',
      datum: '2999-01-01',
      freigegeben: true,
      ersteller_benutzer_id: schoolB.teacher.id,
      schule_id: schoolB.schuleId,
    });
    eigene = await pruefungen.save({
      titel: 'Eigene Prüfung',
      klassen_code: 'EINZEL-1',
      datum: '2999-01-01',
      ersteller_benutzer_id: individual.id,
      schule_id: null,
    });
    await testApp.dataSource.getRepository(Pruefungsteil).save([
      { pruefung_id: freigegeben.id, unterrichtsmodulteil_id: karte1.id, punkte: 1.5 },
      { pruefung_id: freigegeben.id, unterrichtsmodulteil_id: karte2.id, punkte: 2 },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const exam = (id: number | string, role: Role) =>
    request(testApp.server).get(`/api/pruefungen/id/${id}`).set('Cookie', cookies[role]);

  it('a teacher of the school reads the exam with instruction, points, stack title and part count', async () => {
    const response = await exam(freigegeben.id, 'teacherAdmin').expect(200);
    expect(response.body).toEqual({
      id: freigegeben.id,
      klassen_code: 'DEMO-1A',
      titel: 'Englisch-Test',
      datum: '2999-06-30',
      freigegeben: true,
      ist_korrigiert: false,
      unterrichtsmodul_id: freigegeben.unterrichtsmodul_id,
      abgelaufen: false,
      anweisung_vor_pruefung: 'Viel Erfolg!',
      gesamtpunktezahl: 3.5,
      modultitel: 'Vokabeln Unit 3',
      anzahl_teile: 2,
    });
  });

  it("an unreleased exam without schule_id is read through its creator's school; past ones are abgelaufen", async () => {
    const response = await exam(entwurf.id, 'teacherAdmin').expect(200);
    expect(response.body).toMatchObject({
      titel: 'Entwurf',
      freigegeben: false,
      abgelaufen: true,
      unterrichtsmodul_id: null,
      modultitel: null,
      anweisung_vor_pruefung: null,
      gesamtpunktezahl: 0,
      anzahl_teile: 0,
    });
  });

  it('a pupil reads a released exam of the own class', async () => {
    const response = await exam(freigegeben.id, 'pupil1').expect(200);
    expect(response.body).toMatchObject({ id: freigegeben.id, titel: 'Englisch-Test', anzahl_teile: 2 });
  });

  it('a pupil gets 404 for an unreleased exam of the own class (01 §4: pupils see only released exams)', async () => {
    const response = await exam(entwurf.id, 'pupil1').expect(404);
    expect(response.body.error).toBe('fehler.nichtGefunden');
  });

  it("a pupil gets 404 for another class's exam, also when another school uses the same class code", async () => {
    await exam(pruefungB.id, 'pupil1').expect(404);
    await exam(gleicherCodeInB.id, 'pupil1').expect(404);
    await exam(freigegeben.id, 'pupilB').expect(404);
    await exam(pruefungB.id, 'pupilB').expect(200);
  });

  it("teachers of another school get 404; their own school's exams they read", async () => {
    await exam(freigegeben.id, 'teacherB').expect(404);
    await exam(entwurf.id, 'teacherB').expect(404);
    await exam(pruefungB.id, 'teacher').expect(404);
    await exam(pruefungB.id, 'teacherB').expect(200);
  });

  it('an individually registered teacher reads the own exam; nobody else does', async () => {
    await exam(eigene.id, 'individual').expect(200);
    await exam(eigene.id, 'teacher').expect(404);
    await exam(freigegeben.id, 'individual').expect(404);
  });

  it('main administrators get 403 (the route is not for their role)', async () => {
    await exam(freigegeben.id, 'mainAdmin').expect(403);
  });

  it('an unknown exam gets 404, a malformed id a German 400', async () => {
    const unknown = await exam(987654, 'teacher').expect(404);
    expect(unknown.body.error).toBe('fehler.nichtGefunden');
    const malformed = await exam('erste', 'teacher').expect(400);
    expect(malformed.body).toMatchObject({
      error: 'server.anfrage.ungueltigeId',
      message: 'Die Kennung in der Adresse muss eine positive ganze Zahl sein.',
    });
  });

  it('the class list /api/pruefungen/{klassen_code} still answers beside it', async () => {
    const response = await request(testApp.server)
      .get('/api/pruefungen/DEMO-1A')
      .set('Cookie', cookies.teacher)
      .expect(200);
    expect(response.body.map((pruefung: { titel: string }) => pruefung.titel)).toContain('Englisch-Test');
  });
});
