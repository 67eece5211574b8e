import request from 'supertest';
import type { SchuelerGruppe } from '@lernstapel/contracts';
import { DEMO_CLASS_CODE, DEMO_GROUP } from '../bootstrap/seed/demo-data';
import { addDemoPupil } from '../benutzer/klasse-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { SchuelerInGruppe } from './entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from './entities/schuelergruppe.entity';

/** 01 §2 'Gruppen', §9 group dialog, §6 pupils see their memberships. */
describe('pupil groups', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  let teacher: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const save = (body: object) =>
    request(testApp.server).post('/api/schuelergruppen').set('Cookie', teacher).send(body);
  const stored = async () => ({
    gruppen: await testApp.dataSource.getRepository(Schuelergruppe).find({ order: { id: 'ASC' } }),
    mitglieder: await testApp.dataSource.getRepository(SchuelerInGruppe).find({ order: { id: 'ASC' } }),
  });

  it('creates, renames, sets members and deletes; lists sorted by name', async () => {
    const a = await addDemoPupil(testApp.dataSource);
    const b = await addDemoPupil(testApp.dataSource);
    const created = await save({
      bezeichnung: ' Zeichnen ',
      klassen_code: DEMO_CLASS_CODE,
      schuelerids: [b.id, a.id, a.id],
    }).expect(200);
    const gruppen: SchuelerGruppe[] = created.body;
    expect(gruppen.map((gruppe) => gruppe.bezeichnung)).toEqual(['Gruppe Englisch', 'Zeichnen']);
    const zeichnen = gruppen[1] as SchuelerGruppe;
    expect(zeichnen).toEqual({
      id: expect.any(Number),
      bezeichnung: 'Zeichnen',
      klassen_code: DEMO_CLASS_CODE,
      schuelerids: [a.id, b.id].sort((x, y) => x - y),
    });

    const renamed = await save({
      id: zeichnen.id,
      bezeichnung: 'Archiv',
      klassen_code: DEMO_CLASS_CODE,
      schuelerids: [b.id],
    }).expect(200);
    expect(
      renamed.body.map((gruppe: SchuelerGruppe) => [
        gruppe.bezeichnung,
        gruppe.id === zeichnen.id ? gruppe.schuelerids : null,
      ]),
    ).toEqual([
      ['Archiv', [b.id]],
      [DEMO_GROUP, null],
    ]);

    const listed = await request(testApp.server)
      .get(`/api/schuelergruppen/${DEMO_CLASS_CODE}`)
      .set('Cookie', teacher)
      .expect(200);
    expect(listed.body).toEqual(renamed.body);

    const deleted = await request(testApp.server)
      .post('/api/schuelergruppen/delete')
      .set('Cookie', teacher)
      .send({ id: zeichnen.id })
      .expect(200);
    expect(deleted.body.map((gruppe: SchuelerGruppe) => gruppe.bezeichnung)).toEqual([DEMO_GROUP]);
    expect(
      await testApp.dataSource.getRepository(SchuelerInGruppe).countBy({ schueler_gruppe_id: zeichnen.id }),
    ).toBe(0);
  });

  it.each([
    ['a blank name', () => ({ bezeichnung: '  ', schuelerids: [] }), 'validierung.gruppennameFehlt'],
    [
      'a pupil of another school as member',
      () => ({ bezeichnung: 'X', schuelerids: [schoolB.pupil.id] }),
      'server.gruppe.mitgliedNichtInKlasse',
    ],
    [
      'a teacher as member',
      () => ({ bezeichnung: 'X', schuelerids: [schoolB.teacher.id] }),
      'server.gruppe.mitgliedNichtInKlasse',
    ],
    [
      'an unknown id as member',
      () => ({ bezeichnung: 'X', schuelerids: [999_999] }),
      'server.gruppe.mitgliedNichtInKlasse',
    ],
    ['text as member id', () => ({ bezeichnung: 'X', schuelerids: ['1'] }), 'fehler.ungueltigeEingabe'],
  ])('refuses %s with a German 400 and changes nothing', async (_label, body, error) => {
    const before = await stored();
    const gruppe = before.gruppen[0] as Schuelergruppe;
    const response = await save({ id: gruppe.id, klassen_code: DEMO_CLASS_CODE, ...body() }).expect(400);
    expect(response.body.error).toBe(error);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await stored()).toEqual(before);
  });

  it('answers a group of another class code and an unknown group id alike with 404', async () => {
    await save({ bezeichnung: 'X', klassen_code: schoolB.klassenCode, schuelerids: [] }).expect(404);
    await save({ id: 999_999, bezeichnung: 'X', klassen_code: DEMO_CLASS_CODE, schuelerids: [] }).expect(404);
  });

  it('shows a pupil their own groups with only their own id as member', async () => {
    const lena = await userByCode(testApp.dataSource, testApp.logins.pupil1);
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const response = await request(testApp.server)
      .get('/api/schuelergruppen/meine')
      .set('Cookie', cookie)
      .expect(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        bezeichnung: DEMO_GROUP,
        klassen_code: DEMO_CLASS_CODE,
        schuelerids: [lena.id],
      },
    ]);
    const other = await sessionCookieFor(testApp, schoolB.pupil.code);
    const none = await request(testApp.server)
      .get('/api/schuelergruppen/meine')
      .set('Cookie', other)
      .expect(200);
    expect(none.body).toEqual([]);
  });
});
