import request from 'supertest';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { genau, vorhanden } from '../testing/vorhanden';

/** One part (question) of exam `pruefungId`: a card of a stack of `autorId`. */
async function addTeil(testApp: TestApp, pruefungId: number, autorId: number): Promise<void> {
  const stapel = await testApp.dataSource
    .getRepository(Unterrichtsmodul)
    .save({ bezeichnung: 'Fragen', eigentuemer_id: autorId });
  const karte = await testApp.dataSource
    .getRepository(Unterrichtsmodulteil)
    .save({ unterrichtsmodule_id: stapel.id, autor_id: autorId, frage: 'F', antwort1: 'A' });
  await testApp.dataSource.getRepository(Pruefungsteil).save({
    pruefung_id: pruefungId,
    unterrichtsmodulteil_id: karte.id,
    punkte: 1,
    karte: JSON.stringify({ id: karte.id, frage: 'F', antwort1: 'A' }),
  });
}

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
    const [freigegeben] = genau(
      await pruefungen.save([
        { ...base, titel: 'Freigegeben', datum: '2999-01-31', freigegeben: true },
        { ...base, titel: 'Entwurf', datum: '2000-05-01', freigegeben: false },
        // Released before an exam without questions was refused: its pupils could only fail at Start.
        { ...base, titel: 'Ohne Aufgaben', datum: '2999-01-01', freigegeben: true },
        {
          ersteller_benutzer_id: schoolB.teacher.id,
          schule_id: schoolB.schuleId,
          klassen_code: 'B-1',
          titel: 'Prüfung B',
          datum: '2999-02-01',
          freigegeben: true,
        },
      ]),
      4,
    );
    await addTeil(testApp, freigegeben.id, teacher.id);
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

  it('a teacher of the class sees all of its exams, newest first, past ones marked abgelaufen', async () => {
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
        titel: 'Ohne Aufgaben',
        datum: '2999-01-01',
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

  it('a pupil sees only the released exams of the own class that have questions', async () => {
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

describe('POST /api/pruefungen/freigeben/{id}: an exam without questions is never released', () => {
  let testApp: TestApp;
  let cookie: string;
  let teacherId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    teacherId = (await userByCode(testApp.dataSource, testApp.logins.teacher)).id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'post' | 'put', path: string, body?: object) =>
    request(testApp.server)
      [method](`/api/pruefungen${path}`)
      .set('Cookie', cookie)
      .send(body ?? {});
  const gespeichert = (id: number) => testApp.dataSource.getRepository(Pruefung).findOneByOrFail({ id });

  it('refuses the release with a German 409 until a question is saved; then releases', async () => {
    const { id } = (await call('post', '').expect(200)).body as { id: number };
    const refused = await call('post', `/freigeben/${id}`, { freigegeben: true }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'pruefungen.freigabeOhneAufgaben',
      message:
        'Eine Prüfung ohne Aufgaben kann nicht freigegeben werden. Wähle zuerst unter «Vorbereiten» die Aufgaben aus einem Stapel und speichere sie.',
    });
    expect((await gespeichert(id)).freigegeben).toBe(false);
    // Withdrawing an unreleased exam stays allowed.
    await call('post', `/freigeben/${id}`, { freigegeben: false }).expect(200);

    await addTeil(testApp, id, teacherId);
    const released = await call('post', `/freigeben/${id}`, { freigegeben: true }).expect(200);
    expect(released.body).toMatchObject({ id, freigegeben: true, anzahl_teile: 1 });
  });

  it('a released exam keeps at least one question: saving none is refused until the release is withdrawn', async () => {
    const { id } = (await call('post', '').expect(200)).body as { id: number };
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Leer', eigentuemer_id: teacherId });
    await addTeil(testApp, id, teacherId);
    await call('post', `/freigeben/${id}`, { freigegeben: true }).expect(200);
    const refused = await call('put', `/pruefungsteile/${id}`, {
      unterrichtsmodul_id: stapel.id,
      teile: [],
    }).expect(409);
    expect(refused.body.message).toBe(
      'Eine freigegebene Prüfung braucht mindestens eine Aufgabe. Nimm zuerst die Freigabe zurück.',
    );
    expect(await testApp.dataSource.getRepository(Pruefungsteil).countBy({ pruefung_id: id })).toBe(1);

    await call('post', `/freigeben/${id}`, { freigegeben: false }).expect(200);
    await call('put', `/pruefungsteile/${id}`, { unterrichtsmodul_id: stapel.id, teile: [] }).expect(200);
    expect(await testApp.dataSource.getRepository(Pruefungsteil).countBy({ pruefung_id: id })).toBe(0);
  });

  it('a release and a save of no parts at the same moment: one wins, never a 5xx, never released without questions', async () => {
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Gleichzeitig', eigentuemer_id: teacherId });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { id } = (await call('post', '').expect(200)).body as { id: number };
      await addTeil(testApp, id, teacherId);
      ids.push(id);
    }
    const antworten = await Promise.all(
      ids.map((id) =>
        Promise.all([
          call('post', `/freigeben/${id}`, { freigegeben: true }),
          call('put', `/pruefungsteile/${id}`, { unterrichtsmodul_id: stapel.id, teile: [] }),
        ]),
      ),
    );
    for (const [index, [freigabe, speichern]] of antworten.entries()) {
      expect([freigabe.status, speichern.status].sort()).toEqual([200, 409]);
      const pruefung = await gespeichert(vorhanden(ids[index], 'exam id'));
      const teile = await testApp.dataSource
        .getRepository(Pruefungsteil)
        .countBy({ pruefung_id: ids[index] });
      expect({ freigegeben: pruefung.freigegeben, teile }).toEqual(
        freigabe.status === 200 ? { freigegeben: true, teile: 1 } : { freigegeben: false, teile: 0 },
      );
    }
  });

  it('20 identical releases at once all succeed and release the exam', async () => {
    const { id } = (await call('post', '').expect(200)).body as { id: number };
    await addTeil(testApp, id, teacherId);
    const antworten = await Promise.all(
      Array.from({ length: 20 }, () => call('post', `/freigeben/${id}`, { freigegeben: true })),
    );
    expect(antworten.map((antwort) => antwort.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await gespeichert(id)).freigegeben).toBe(true);
  });
});
