import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { ANFRAGE_ID_HEADER } from './anfrage.interceptor';
import { Anfrage } from './entities/anfrage.entity';

/** Issue 22 §3: a create sent twice with one request id (a double click) runs once. */
describe('request ids (Idempotency-Key)', () => {
  let testApp: TestApp;
  let callers: DemoCallers;
  let kategorieId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    callers = await demoCallers(testApp);
    kategorieId = (
      await testApp.dataSource.getRepository(FlashcardsKategorie).findOneByOrFail({ kategorie: 'Englisch' })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const neuerStapel = (cookie: string, bezeichnung: string, anfrageId?: string) => {
    const pending = request(testApp.server).post('/api/unterrichtsmodule').set('Cookie', cookie);
    if (anfrageId) pending.set(ANFRAGE_ID_HEADER, anfrageId);
    return pending.send({ unterrichtsModul: { bezeichnung, flashcards_kategorie_id: kategorieId } });
  };
  const stapelNamens = (bezeichnung: string) =>
    testApp.dataSource.getRepository(Unterrichtsmodul).countBy({ bezeichnung });

  it('10 identical creates with one id make one stack; every one gets the first answer', async () => {
    const id = randomUUID();
    const antworten = await Promise.all(
      Array.from({ length: 10 }, () => neuerStapel(callers.cookie.tweber, 'Doppelklick', id)),
    );
    expect(antworten.map(({ status }) => status)).toEqual(Array(10).fill(200));
    expect(new Set(antworten.map(({ body }) => JSON.stringify(body))).size).toBe(1);
    expect(await stapelNamens('Doppelklick')).toBe(1);
    // Later, too: the repeat of a finished request gets its answer again.
    const spaeter = await neuerStapel(callers.cookie.tweber, 'Doppelklick', id).expect(200);
    expect(spaeter.body).toEqual(antworten[0]?.body);
    expect(await stapelNamens('Doppelklick')).toBe(1);
  });

  it('without an id, or with another one, each request is its own', async () => {
    await neuerStapel(callers.cookie.tweber, 'Zweimal').expect(200);
    await neuerStapel(callers.cookie.tweber, 'Zweimal').expect(200);
    await neuerStapel(callers.cookie.tweber, 'Zweimal', randomUUID()).expect(200);
    expect(await stapelNamens('Zweimal')).toBe(3);
  });

  it('ids are per user: the same id of another user is another request', async () => {
    const id = randomUUID();
    await neuerStapel(callers.cookie.tweber, 'Je Person', id).expect(200);
    await neuerStapel(callers.cookie.amueller, 'Je Person', id).expect(200);
    expect(await stapelNamens('Je Person')).toBe(2);
  });

  it('a refused request gives its id back: the corrected request runs', async () => {
    const id = randomUUID();
    const leer = await neuerStapel(callers.cookie.tweber, ' ', id).expect(400);
    expect(leer.body.error).not.toBe('fehler.unbekannt');
    await neuerStapel(callers.cookie.tweber, 'Korrigiert', id).expect(200);
    expect(await stapelNamens('Korrigiert')).toBe(1);
  });

  it('the same id on another route is 422; a malformed id is 400; both change nothing', async () => {
    const id = randomUUID();
    await neuerStapel(callers.cookie.tweber, 'Erste Adresse', id).expect(200);
    const anfragen = await testApp.dataSource.getRepository(Anfrage).count();
    const andere = await request(testApp.server)
      .post('/api/benutzerordner')
      .set('Cookie', callers.cookie.tweber)
      .set(ANFRAGE_ID_HEADER, id)
      .send({ name: 'Andere Adresse' })
      .expect(422);
    expect(andere.body.error).toBe('server.anfrage.anfrageIdAndereAdresse');
    const kaputt = await neuerStapel(callers.cookie.tweber, 'Kaputt', 'x; DROP').expect(400);
    expect(kaputt.body.error).toBe('server.anfrage.anfrageIdUngueltig');
    expect(await stapelNamens('Kaputt')).toBe(0);
    expect(await testApp.dataSource.getRepository(Anfrage).count()).toBe(anfragen);
  });
  it('a change safe to repeat (the quiz box update with its own id) ignores the header: no extra writes', async () => {
    const stapel = await neuerStapel(callers.cookie.tweber, 'Quiz ohne Kennung').expect(200);
    const stapelId = (stapel.body as { unterrichtsmodul: { id: number } }).unterrichtsmodul.id;
    await request(testApp.server)
      .post(`/api/unterrichtsmodule/importcsv/${stapelId}`)
      .set('Cookie', callers.cookie.tweber)
      .set('Content-Type', 'text/csv')
      .send('Hund;dog')
      .expect(200);
    const quiz = await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/quiz/${stapelId}`)
      .set('Cookie', callers.cookie.tweber)
      .expect(200);
    const karteId = (quiz.body as { karten: { id: number }[] }).karten[0]?.id;
    const vorher = await testApp.dataSource.getRepository(Anfrage).count();
    await request(testApp.server)
      .post('/api/unterrichtsmodulteile/quiz/fach')
      .set('Cookie', callers.cookie.tweber)
      .set(ANFRAGE_ID_HEADER, randomUUID())
      .send({ id: karteId, gewusst: true, anfrage_id: randomUUID() })
      .expect(200);
    expect(await testApp.dataSource.getRepository(Anfrage).count()).toBe(vorher);
  });
});
