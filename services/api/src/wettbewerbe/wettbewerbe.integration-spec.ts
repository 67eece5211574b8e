import request from 'supertest';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { genau, imVorlaufGefuellt } from '../testing/vorhanden';
import { userByCode } from '../testing/second-school';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';

describe('GET /api/wettbewerbe/benutzer/{id} (races list)', () => {
  let testApp: TestApp;
  const ids = imVorlaufGefuellt<'teacher' | 'pupil1' | 'pupil2' | 'pupil3', number>('ids');
  beforeAll(async () => {
    testApp = await createTestApp();
    for (const role of ['teacher', 'pupil1', 'pupil2', 'pupil3'] as const) {
      ids[role] = (await userByCode(testApp.dataSource, testApp.logins[role])).id;
    }
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Vokabeln', eigentuemer_id: teacher.id });
    const wettbewerbe = testApp.dataSource.getRepository(Wettbewerb);
    const [erstes, zweites] = genau(
      await wettbewerbe.save(
        wettbewerbe.create([
          {
            unterrichtsmodul_id: stapel.id,
            modultitel: 'Vokabeln',
            start_benutzer_id: ids.teacher,
            schule_id: teacher.schule_id,
            modus: 1,
          },
          {
            unterrichtsmodul_id: stapel.id,
            modultitel: 'Vokabeln 2',
            start_benutzer_id: ids.pupil2,
            schule_id: teacher.schule_id,
            startzeit: new Date('2026-05-04T10:00:00Z'),
            ist_gestartet: true,
          },
        ]),
      ),
      2,
    );
    await testApp.dataSource.getRepository(SchuelerImWettbewerb).save([
      { wettbewerb_id: erstes.id, benutzer_id: ids.teacher, start_nr: 1, einladung_angenommen: true },
      { wettbewerb_id: erstes.id, benutzer_id: ids.pupil1, start_nr: 2, einladung_angenommen: false },
      { wettbewerb_id: zweites.id, benutzer_id: ids.pupil2, start_nr: 1, einladung_angenommen: true },
      { wettbewerb_id: zweites.id, benutzer_id: ids.pupil1, start_nr: 2, einladung_angenommen: true },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const races = (id: number, cookie: string) =>
    request(testApp.server).get(`/api/wettbewerbe/benutzer/${id}`).set('Cookie', cookie);

  it('lists the races a pupil takes part in, newest first, with starter, count and own invitation state', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const response = await races(ids.pupil1, cookie).expect(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        unterrichtsmodul_id: expect.any(Number),
        modultitel: 'Vokabeln 2',
        modus: 0,
        startzeit: '2026-05-04T10:00:00.000Z',
        ist_gestartet: true,
        start_benutzer_id: ids.pupil2,
        start_benutzername: 'jonas',
        anzahl_teilnehmer: 2,
        einladung_angenommen: true,
      },
      expect.objectContaining({
        modultitel: 'Vokabeln',
        modus: 1,
        startzeit: null,
        start_benutzername: 'tweber',
        anzahl_teilnehmer: 2,
        einladung_angenommen: false,
      }),
    ]);
  });

  it('lists the races a teacher started', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await races(ids.teacher, cookie).expect(200);
    expect(response.body.map((race: { modultitel: string }) => race.modultitel)).toEqual(['Vokabeln']);
  });

  it('answers an empty list for a user without races', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil3);
    const response = await races(ids.pupil3, cookie).expect(200);
    expect(response.body).toEqual([]);
  });

  it("refuses another user's races with 403", async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil3);
    const response = await races(ids.pupil1, cookie).expect(403);
    expect(response.body.error).toBe('fehler.keineBerechtigung');
  });
});
