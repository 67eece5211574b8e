import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { imVorlaufGefuellt } from '../../testing/vorhanden';
import { userByCode } from '../../testing/second-school';

describe('GET /api/stapelergebnisse/monitoring (01 §2 Aufgaben, tab Monitoring)', () => {
  let testApp: TestApp;
  const cookies = imVorlaufGefuellt<'teacher' | 'teacherAdmin' | 'pupil1' | 'pupil2', string>('cookies');
  const ids = imVorlaufGefuellt<'teacher' | 'teacherAdmin' | 'pupil1' | 'pupil2', number>('ids');
  let aufgabe: Unterrichtsmodul;

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const rolle of ['teacher', 'teacherAdmin', 'pupil1', 'pupil2'] as const) {
      ids[rolle] = (await userByCode(testApp.dataSource, testApp.logins[rolle])).id;
      cookies[rolle] = await sessionCookieFor(testApp, testApp.logins[rolle]);
    }
    const module = testApp.dataSource.getRepository(Unterrichtsmodul);
    const teile = testApp.dataSource.getRepository(Unterrichtsmodulteil);
    aufgabe = await module.save({ bezeichnung: 'Verben', eigentuemer_id: ids.teacher });
    for (const frage of ['gehen', 'sein']) {
      await teile.save({ unterrichtsmodule_id: aufgabe.id, autor_id: ids.teacher, frage, antwort1: 'x' });
    }
    for (const schueler of [ids.pupil1, ids.pupil2]) {
      await testApp.dataSource.getRepository(GeteilterStapel).save({
        unterrichtsmodule_id: aufgabe.id,
        geteilt_mit_benutzer_id: schueler,
        ist_aufgabe: true,
        aufgabe: 'Bis Freitag lernen',
      });
    }
    // lena learns her copy of the assignment (the quiz saves only on own stacks).
    const kopie = await module.save({
      bezeichnung: 'Verben',
      eigentuemer_id: ids.pupil1,
      ist_kopie_von_umodul_id: aufgabe.id,
    });
    const karten: [Unterrichtsmodulteil, Unterrichtsmodulteil] = [
      await teile.save({
        unterrichtsmodule_id: kopie.id,
        autor_id: ids.pupil1,
        frage: 'gehen',
        antwort1: 'x',
      }),
      await teile.save({
        unterrichtsmodule_id: kopie.id,
        autor_id: ids.pupil1,
        frage: 'sein',
        antwort1: 'x',
      }),
    ];
    const post = (path: string, body: object) =>
      request(testApp.server).post(path).set('Cookie', cookies.pupil1).send(body).expect(200);
    await post('/api/unterrichtsmodulteile/quiz/fach', {
      id: karten[0].id,
      gewusst: false,
      anfrage_id: randomUUID(),
    });
    await post('/api/unterrichtsmodulteile/quiz/fach', {
      id: karten[1].id,
      gewusst: true,
      anfrage_id: randomUUID(),
    });
    for (const anzahl_richtig of [1, 2]) {
      await post('/api/stapelergebnisse', {
        unterrichtsmodul_id: kopie.id,
        anzahl_richtig,
        anzahl_karten_insg: 2,
        anfrage_id: randomUUID(),
      });
    }
    // Issue 23: a re-run of the one card not known is no result of the stack (no drop to 0 %).
    await post('/api/stapelergebnisse', {
      unterrichtsmodul_id: kopie.id,
      anzahl_richtig: 0,
      anzahl_karten_insg: 1,
      anfrage_id: randomUUID(),
      art: 'erneut',
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it("shows each pupil's last result, date and runs, and the hardest cards", async () => {
    const response = await request(testApp.server)
      .get('/api/stapelergebnisse/monitoring')
      .set('Cookie', cookies.teacher);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    const [stapel] = response.body;
    expect(stapel).toMatchObject({
      unterrichtsmodul_id: aufgabe.id,
      bezeichnung: 'Verben',
      aufgabe: 'Bis Freitag lernen',
    });
    expect(stapel.schueler).toEqual([
      expect.objectContaining({ benutzer_id: ids.pupil1, letztes_ergebnis: 100, anzahl_durchgaenge: 2 }),
      expect.objectContaining({
        benutzer_id: ids.pupil2,
        letztes_ergebnis: null,
        datum: null,
        anzahl_durchgaenge: 0,
      }),
    ]);
    expect(typeof stapel.schueler[0].datum).toBe('string');
    expect(stapel.schwierigste_karten).toEqual([{ frage: 'gehen', nicht_gewusst: 1, anteil: 50 }]);
  });

  it('shows another teacher nothing of it, and refuses pupils', async () => {
    const andere = await request(testApp.server)
      .get('/api/stapelergebnisse/monitoring')
      .set('Cookie', cookies.teacherAdmin);
    expect(andere.status).toBe(200);
    expect(
      andere.body.some(
        (stapel: { unterrichtsmodul_id: number }) => stapel.unterrichtsmodul_id === aufgabe.id,
      ),
    ).toBe(false);
    const schueler = await request(testApp.server)
      .get('/api/stapelergebnisse/monitoring')
      .set('Cookie', cookies.pupil1);
    expect(schueler.status).toBe(403);
  });
});
