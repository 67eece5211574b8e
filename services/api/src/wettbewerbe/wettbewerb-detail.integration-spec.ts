import request from 'supertest';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, userByCode } from '../testing/second-school';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';

const ROLES = ['mainAdmin', 'teacher', 'pupil1', 'pupil2', 'pupil3'] as const;
type Role = (typeof ROLES)[number] | 'teacherB';

describe('GET /api/wettbewerbe/{id} (02 §2 race screen)', () => {
  let testApp: TestApp;
  const ids = {} as Record<Role, number>;
  const cookies = {} as Record<Role, string>;
  let rennen: Wettbewerb;
  let zweiDrittel: Wettbewerb;
  let alle: Wettbewerb;

  beforeAll(async () => {
    testApp = await createTestApp();
    const schoolB = await addOtherSchool(testApp.dataSource);
    for (const role of ROLES) {
      ids[role] = (await userByCode(testApp.dataSource, testApp.logins[role])).id;
      cookies[role] = await sessionCookieFor(testApp, testApp.logins[role]);
    }
    ids.teacherB = schoolB.teacher.id;
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);

    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Tiere', eigentuemer_id: teacher.id });
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).save(
      ['Hund', 'Katze', 'Maus', 'Pferd', 'Kuh', 'Schaf'].map((frage) => ({
        unterrichtsmodule_id: stapel.id,
        autor_id: teacher.id,
        frage,
      })),
    );
    const wettbewerbe = testApp.dataSource.getRepository(Wettbewerb);
    const base = { unterrichtsmodul_id: stapel.id, modultitel: 'Tiere', schule_id: teacher.schule_id };
    rennen = await wettbewerbe.save(
      wettbewerbe.create({
        ...base,
        modus: 1,
        start_benutzer_id: ids.teacher,
        startzeit: new Date('2026-05-04T10:00:00Z'),
        ist_gestartet: true,
        anzahl_fragen_beantwortet: 4,
        sieger_benutzer_id: ids.pupil1,
      }),
    );
    zweiDrittel = await wettbewerbe.save(
      wettbewerbe.create({ ...base, modus: 2, start_benutzer_id: ids.pupil2 }),
    );
    alle = await wettbewerbe.save(wettbewerbe.create({ ...base, modus: 0, start_benutzer_id: ids.pupil2 }));
    // Saved out of start order: the answer must still list start_nr 1, 2.
    await testApp.dataSource.getRepository(SchuelerImWettbewerb).save([
      {
        wettbewerb_id: rennen.id,
        benutzer_id: ids.pupil2,
        start_nr: 2,
        einladung_angenommen: false,
        farbe: 'blau',
        position: 2,
      },
      {
        wettbewerb_id: rennen.id,
        benutzer_id: ids.pupil1,
        start_nr: 1,
        einladung_angenommen: true,
        farbe: 'rot',
        position: 3,
      },
      { wettbewerb_id: zweiDrittel.id, benutzer_id: ids.pupil2, start_nr: 1, einladung_angenommen: true },
      { wettbewerb_id: alle.id, benutzer_id: ids.pupil2, start_nr: 1, einladung_angenommen: true },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const race = (id: number | string, role: Role) =>
    request(testApp.server).get(`/api/wettbewerbe/${id}`).set('Cookie', cookies[role]);

  it('a participant gets the race, the winner and the participants in start order', async () => {
    const response = await race(rennen.id, 'pupil1').expect(200);
    expect(response.body).toEqual({
      wettbewerb: {
        id: rennen.id,
        unterrichtsmodul_id: rennen.unterrichtsmodul_id,
        modultitel: 'Tiere',
        modus: 1,
        startzeit: '2026-05-04T10:00:00.000Z',
        ist_gestartet: true,
        start_benutzer_id: ids.teacher,
        start_benutzername: 'tweber',
        anzahl_teilnehmer: 2,
        einladung_angenommen: true,
        sieger_benutzer_id: ids.pupil1,
        sieger_benutzername: 'lena',
        anzahl_fragen_beantwortet: 4,
        // 01 §4 modus 1: half of the 6 cards.
        anzahl_fragen: 3,
        beendet: false,
      },
      schuelerImWettbewerbs: [
        {
          id: expect.any(Number),
          benutzer_id: ids.pupil1,
          benutzername: 'lena',
          start_nr: 1,
          einladung_angenommen: true,
          farbe: 'rot',
          position: 3,
        },
        {
          id: expect.any(Number),
          benutzer_id: ids.pupil2,
          benutzername: 'jonas',
          start_nr: 2,
          einladung_angenommen: false,
          farbe: 'blau',
          position: 2,
        },
      ],
    });
  });

  it("the viewer's own invitation state is answered (not yet accepted)", async () => {
    const response = await race(rennen.id, 'pupil2').expect(200);
    expect(response.body.wettbewerb.einladung_angenommen).toBe(false);
  });

  it('the starter reads the race without being a participant row; the own invitation counts as accepted', async () => {
    const response = await race(rennen.id, 'teacher').expect(200);
    expect(response.body.wettbewerb).toMatchObject({
      start_benutzer_id: ids.teacher,
      einladung_angenommen: true,
    });
  });

  it.each([
    ['zweiDrittel', 2, 4],
    ['alle', 0, 6],
  ] as const)('questions to win: modus %s (%i) over 6 cards → %i (01 §4)', async (name, modus, anzahl) => {
    const id = name === 'zweiDrittel' ? zweiDrittel.id : alle.id;
    const response = await race(id, 'pupil2').expect(200);
    expect(response.body.wettbewerb).toMatchObject({
      modus,
      anzahl_fragen: anzahl,
      sieger_benutzer_id: null,
      sieger_benutzername: null,
    });
  });

  it.each<Role>(['pupil3', 'teacherB', 'mainAdmin'])('anyone else gets 404 (%s)', async (role) => {
    const response = await race(rennen.id, role).expect(404);
    expect(response.body.error).toBe('fehler.nichtGefunden');
  });

  it('an unknown race gets 404, a malformed id a German 400', async () => {
    const unknown = await race(987654, 'pupil1').expect(404);
    expect(unknown.body.error).toBe('fehler.nichtGefunden');
    const malformed = await race('los', 'pupil1').expect(400);
    expect(malformed.body).toMatchObject({
      error: 'server.anfrage.ungueltigeId',
      message: 'Die Kennung in der Adresse muss eine positive ganze Zahl sein.',
    });
  });

  it('the list /api/wettbewerbe/benutzer/{id} still answers beside it', async () => {
    const response = await request(testApp.server)
      .get(`/api/wettbewerbe/benutzer/${ids.pupil1}`)
      .set('Cookie', cookies.pupil1)
      .expect(200);
    expect(response.body.map((item: { id: number }) => item.id)).toEqual([rennen.id]);
  });
});
