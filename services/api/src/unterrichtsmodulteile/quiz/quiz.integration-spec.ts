import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { imVorlaufGefuellt } from '../../testing/vorhanden';
import { addOtherSchool, userByCode } from '../../testing/second-school';
import { Stapelergebnis } from '../../stapelergebnisse/entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';
import { Lernstand } from './entities/lernstand.entity';
import { Quizantwort } from './entities/quizantwort.entity';

describe('the quiz (02 §4 box rule, §7 unterrichtsmodulteile/quiz, stapelergebnisse, reset)', () => {
  let testApp: TestApp;
  const cookies = imVorlaufGefuellt<'pupil1' | 'pupil2' | 'teacherB', string>('cookies');
  const ids = imVorlaufGefuellt<'pupil1' | 'pupil2', number>('ids');
  let stapel: Unterrichtsmodul;
  let karten: [Unterrichtsmodulteil, Unterrichtsmodulteil, Unterrichtsmodulteil];

  beforeAll(async () => {
    testApp = await createTestApp();
    const schoolB = await addOtherSchool(testApp.dataSource);
    for (const rolle of ['pupil1', 'pupil2'] as const) {
      ids[rolle] = (await userByCode(testApp.dataSource, testApp.logins[rolle])).id;
      cookies[rolle] = await sessionCookieFor(testApp, testApp.logins[rolle]);
    }
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);
    stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Tiere', eigentuemer_id: ids.pupil1 });
    const teile = testApp.dataSource.getRepository(Unterrichtsmodulteil);
    karten = [
      await teile.save({
        unterrichtsmodule_id: stapel.id,
        autor_id: ids.pupil1,
        frage: 'Hund',
        antwort1: 'dog',
        notizen: 'geheime Notiz',
        korrekturmarkierung: true,
      }),
      await teile.save({
        unterrichtsmodule_id: stapel.id,
        autor_id: ids.pupil1,
        frage: 'Katze',
        antwort1: 'cat',
      }),
      await teile.save({
        unterrichtsmodule_id: stapel.id,
        autor_id: ids.pupil1,
        frage: 'Maus',
        antwort1: 'mouse',
        aktiv: false,
      }),
    ];
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  function post(path: string, cookie: string | undefined, body: object) {
    const pending = request(testApp.server).post(path);
    return (cookie ? pending.set('Cookie', cookie) : pending).send(body);
  }

  function fach(cookie: string, id: number, gewusst: boolean, anfrageId = randomUUID()) {
    return post('/api/unterrichtsmodulteile/quiz/fach', cookie, { id, gewusst, anfrage_id: anfrageId });
  }

  async function fachIn(id: number): Promise<number> {
    return (await testApp.dataSource.getRepository(Unterrichtsmodulteil).findOneByOrFail({ id }))
      .stapelfach_nr;
  }

  it('lists the active cards without author, note or correction mark, and the box counts', async () => {
    const response = await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/quiz/${stapel.id}`)
      .set('Cookie', cookies.pupil1);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: stapel.id,
      bezeichnung: 'Tiere',
      eigener: true,
      faecher: { fach1: 3, fach2: 0, fach3: 0 },
    });
    expect(response.body.karten.map((karte: { frage: string }) => karte.frage)).toEqual(['Hund', 'Katze']);
    for (const feld of ['autor', 'autor_id', 'notizen', 'korrekturmarkierung']) {
      expect(response.body.karten[0]).not.toHaveProperty(feld);
    }
  });

  it('moves a known card 1 → 2 → 3 and keeps it in 3; not known goes back to 1', async () => {
    const [hund] = karten;
    const schritte: [boolean, number][] = [
      [true, 2],
      [true, 3],
      [true, 3],
      [false, 1],
    ];
    for (const [gewusst, erwartet] of schritte) {
      const response = await fach(cookies.pupil1, hund.id, gewusst);
      expect(response.status).toBe(200);
      expect(response.body.stapelfach_nr).toBe(erwartet);
      expect(await fachIn(hund.id)).toBe(erwartet);
    }
    const antwort = await fach(cookies.pupil1, hund.id, true);
    expect(antwort.body.faecher).toEqual({ fach1: 2, fach2: 1, fach3: 0 });
    const log = await testApp.dataSource
      .getRepository(Quizantwort)
      .find({ where: { unterrichtsmodulteil_id: hund.id }, order: { id: 'ASC' } });
    expect(log.map((zeile) => [zeile.gewusst, zeile.fach_vorher, zeile.fach_nachher])).toEqual([
      [true, 1, 2],
      [true, 2, 3],
      [true, 3, 3],
      [false, 3, 1],
      [true, 1, 2],
    ]);
    expect(log.every((zeile) => zeile.benutzer_id === ids.pupil1)).toBe(true);
  });

  it('answers when the card comes back (issue 23 "wieder in …"), the same date the FSRS state keeps, also to a replay', async () => {
    const [, katze] = karten;
    const anfrageId = randomUUID();
    const vorher = Date.now();
    const antwort = await fach(cookies.pupil1, katze.id, true, anfrageId);
    expect(antwort.status).toBe(200);
    const stand = await testApp.dataSource
      .getRepository(Lernstand)
      .findOneByOrFail({ benutzer_id: ids.pupil1, unterrichtsmodulteil_id: katze.id });
    const sekunden = (datum: Date | string) => Math.floor(new Date(datum).getTime() / 1000);
    expect(sekunden(antwort.body.faellig_am)).toBe(sekunden(stand.faellig_am));
    expect(Date.parse(antwort.body.faellig_am)).toBeGreaterThan(vorher);
    const replay = await fach(cookies.pupil1, katze.id, true, anfrageId);
    expect(replay.body.faellig_am).toBe(antwort.body.faellig_am);
  });

  it('counts a replayed request once, also when replays arrive together', async () => {
    const [, katze] = karten;
    const vorher = await fachIn(katze.id);
    const anfrageId = randomUUID();
    const antworten = await Promise.all([1, 2, 3].map(() => fach(cookies.pupil1, katze.id, true, anfrageId)));
    expect(antworten.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await fachIn(katze.id)).toBe(Math.min(vorher + 1, 3));
    expect(await testApp.dataSource.getRepository(Quizantwort).countBy({ anfrage_id: anfrageId })).toBe(1);
  });

  it('loses no answer when two different answers to one card arrive together', async () => {
    const [hund] = karten;
    await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .update({ id: hund.id }, { stapelfach_nr: 1 });
    const antworten = await Promise.all([
      fach(cookies.pupil1, hund.id, true),
      fach(cookies.pupil1, hund.id, true),
    ]);
    expect(antworten.map((response) => response.status)).toEqual([200, 200]);
    expect(await fachIn(hund.id)).toBe(3);
  });

  it('counts both answers in the FSRS state when two answers that keep the box arrive together', async () => {
    const [hund] = karten;
    await fach(cookies.pupil1, hund.id, true);
    const stand = () =>
      testApp.dataSource
        .getRepository(Lernstand)
        .findOneByOrFail({ benutzer_id: ids.pupil1, unterrichtsmodulteil_id: hund.id });
    const vorher = (await stand()).wiederholungen;
    expect(await fachIn(hund.id)).toBe(3);
    const antworten = await Promise.all([
      fach(cookies.pupil1, hund.id, true),
      fach(cookies.pupil1, hund.id, true),
    ]);
    expect(antworten.map((response) => response.body.stapelfach_nr)).toEqual([3, 3]);
    expect((await stand()).wiederholungen).toBe(vorher + 2);
  });

  it("refuses another user's stack: 403 when readable (shared), 404 otherwise; nothing changes", async () => {
    const [hund] = karten;
    await testApp.dataSource
      .getRepository(GeteilterStapel)
      .save({ unterrichtsmodule_id: stapel.id, geteilt_mit_benutzer_id: ids.pupil2 });
    const vorher = await fachIn(hund.id);
    const geteilt = await fach(cookies.pupil2, hund.id, false);
    expect(geteilt.status).toBe(403);
    expect(geteilt.body.error).toBe('quiz.nurEigenerStapel');
    const fremd = await fach(cookies.teacherB, hund.id, false);
    expect(fremd.status).toBe(404);
    const reset = await post('/api/unterrichtsmodulteile/quiz/zuruecksetzen', cookies.teacherB, {
      unterrichtsmodul_id: stapel.id,
    });
    expect(reset.status).toBe(404);
    expect(await fachIn(hund.id)).toBe(vorher);
    // The shared reader may learn in the preview: the cards, marked as not their own.
    const lesen = await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/quiz/${stapel.id}`)
      .set('Cookie', cookies.pupil2);
    expect(lesen.status).toBe(200);
    expect(lesen.body.eigener).toBe(false);
  });

  it('saves a result with the rule’s percentage and the last-quiz date, once per run id', async () => {
    const anfrageId = randomUUID();
    const body = {
      unterrichtsmodul_id: stapel.id,
      anzahl_richtig: 1,
      anzahl_karten_insg: 3,
      anfrage_id: anfrageId,
    };
    const erste = await post('/api/stapelergebnisse', cookies.pupil1, body);
    expect(erste.status).toBe(200);
    expect(erste.body).toHaveLength(1);
    expect(erste.body[0]).toMatchObject({ ergebnis: 33.3, anzahl_karten_insg: 3 });
    const wiederholt = await post('/api/stapelergebnisse', cookies.pupil1, body);
    expect(wiederholt.body).toHaveLength(1);
    const zweite = await post('/api/stapelergebnisse', cookies.pupil1, {
      ...body,
      anzahl_richtig: 2,
      anfrage_id: randomUUID(),
    });
    expect(zweite.body.map((ergebnis: { ergebnis: number }) => ergebnis.ergebnis)).toEqual([33.3, 66.7]);
    const modul = await testApp.dataSource.getRepository(Unterrichtsmodul).findOneByOrFail({ id: stapel.id });
    expect(modul.datum_letztesquiz).not.toBeNull();
    const verlauf = await request(testApp.server)
      .get(`/api/stapelergebnisse/${stapel.id}`)
      .set('Cookie', cookies.pupil1);
    expect(verlauf.body).toEqual(zweite.body);
  });

  it("keeps a re-run of the cards not known ('Erneut abfragen') apart from whole runs (issue 23)", async () => {
    const base = { unterrichtsmodul_id: stapel.id, anzahl_karten_insg: 1 };
    const erneut = await post('/api/stapelergebnisse', cookies.pupil1, {
      ...base,
      anzahl_richtig: 0,
      anfrage_id: randomUUID(),
      art: 'erneut',
    });
    expect(erneut.status).toBe(200);
    const arten = erneut.body.map((ergebnis: { art: string }) => ergebnis.art);
    expect(arten.at(-1)).toBe('erneut');
    // Earlier results (sent without art, as the offline queue of older pages does) are whole runs.
    expect(arten.slice(0, -1).every((art: string) => art === 'quiz')).toBe(true);
    const falscheArt = await post('/api/stapelergebnisse', cookies.pupil1, {
      ...base,
      anzahl_richtig: 1,
      anfrage_id: randomUUID(),
      art: 'halb',
    });
    expect(falscheArt.status).toBe(400);
    expect(falscheArt.body.error).not.toBe('fehler.unbekannt');
  });

  it('refuses a result that does not fit the stack, and results for a stack read only (preview)', async () => {
    const base = { unterrichtsmodul_id: stapel.id, anfrage_id: randomUUID() };
    const zuViele = await post('/api/stapelergebnisse', cookies.pupil1, {
      ...base,
      anzahl_richtig: 5,
      anzahl_karten_insg: 4,
    });
    expect(zuViele.status).toBe(400);
    expect(zuViele.body.error).toBe('quiz.ergebnisUngueltig');
    const mehrAlsWahr = await post('/api/stapelergebnisse', cookies.pupil1, {
      ...base,
      anzahl_richtig: 3,
      anzahl_karten_insg: 2,
    });
    expect(mehrAlsWahr.status).toBe(400);
    const geteilt = await post('/api/stapelergebnisse', cookies.pupil2, {
      ...base,
      anzahl_richtig: 1,
      anzahl_karten_insg: 1,
    });
    expect(geteilt.status).toBe(403);
    expect(await testApp.dataSource.getRepository(Stapelergebnis).countBy({ benutzer_id: ids.pupil2 })).toBe(
      0,
    );
  });

  it('refuses bad input with a German message, never a 500', async () => {
    const ohneId = await post('/api/unterrichtsmodulteile/quiz/fach', cookies.pupil1, {
      id: karten[0].id,
      gewusst: true,
      anfrage_id: 'kein-uuid',
    });
    expect(ohneId.status).toBe(400);
    expect(typeof ohneId.body.message).toBe('string');
    const unbekannt = await fach(cookies.pupil1, 99_999_999, true);
    expect(unbekannt.status).toBe(404);
  });

  it('resets the stack: every card to box 1, the results deleted', async () => {
    await fach(cookies.pupil1, karten[1].id, true);
    const response = await post('/api/unterrichtsmodulteile/quiz/zuruecksetzen', cookies.pupil1, {
      unterrichtsmodul_id: stapel.id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ fach1: 3, fach2: 0, fach3: 0 });
    for (const karte of karten) expect(await fachIn(karte.id)).toBe(1);
    expect(
      await testApp.dataSource.getRepository(Stapelergebnis).countBy({ unterrichtsmodul_id: stapel.id }),
    ).toBe(0);
  });

  it("keeps each answer's FSRS state and lists the due cards; the Lernmodus setting is read", async () => {
    const [hund, katze] = karten;
    await post('/api/unterrichtsmodulteile/quiz/zuruecksetzen', cookies.pupil1, {
      unterrichtsmodul_id: stapel.id,
    });
    expect(await testApp.dataSource.getRepository(Lernstand).countBy({ benutzer_id: ids.pupil1 })).toBe(0);
    await fach(cookies.pupil1, hund.id, true);
    await fach(cookies.pupil1, hund.id, true);
    const stand = await testApp.dataSource
      .getRepository(Lernstand)
      .findOneByOrFail({ benutzer_id: ids.pupil1, unterrichtsmodulteil_id: hund.id });
    expect(stand.wiederholungen).toBe(2);
    // Two passes: the next review is days away, so only the card never asked is due.
    expect(new Date(stand.faellig_am).getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
    const speichern = await post('/api/benutzereinstellungen', cookies.pupil1, {
      tag: 'lernmodus',
      boolvalue: null,
      intvalue: null,
      textvalue: null,
      strvalue: 'intelligent',
    });
    expect(speichern.status).toBe(200);
    const quiz = await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/quiz/${stapel.id}`)
      .set('Cookie', cookies.pupil1);
    expect(quiz.body.lernmodus).toBe('intelligent');
    expect(quiz.body.faellig).toEqual([katze.id]);
  });
});
