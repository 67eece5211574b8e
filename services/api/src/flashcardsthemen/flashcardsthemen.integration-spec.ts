import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import { FlashcardsThema } from './entities/flashcards-thema.entity';
import { FLASHCARDS_THEMEN } from '../database/migrations/1795300023000-flashcardsthemen-seed';

/** Issue 9: topics and categories for the stack dialog; 'Neue Kategorie' (01 §2, §5, §6). */
describe('/api/flashcardsthemen', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let sprachen: FlashcardsThema;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    sprachen = await testApp.dataSource
      .getRepository(FlashcardsThema)
      .findOneByOrFail({ bezeichnung: 'Sprachen' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const kategorien = () => testApp.dataSource.getRepository(FlashcardsKategorie);
  const anlegen = (as: string, body: object) =>
    request(testApp.server).post('/api/flashcardsthemen').set('Cookie', as).send(body);

  it('every logged-in user reads the topics and categories by name', async () => {
    const response = await request(testApp.server)
      .get('/api/flashcardsthemen')
      .set('Cookie', cookie.lena)
      .expect(200);
    // Issue 23 §3: every topic of the migration, not only the demo's 'Sprachen'.
    expect(response.body.flashcardsthemen).toContainEqual({ id: sprachen.id, bezeichnung: 'Sprachen' });
    expect(
      response.body.flashcardsthemen.map((thema: { bezeichnung: string }) => thema.bezeichnung).sort(),
    ).toEqual([...FLASHCARDS_THEMEN].sort());
    expect(response.body.flashcardsthemenukategorien.map((k: { kategorie: string }) => k.kategorie)).toEqual([
      'Deutsch',
      'Englisch',
      'Französisch',
    ]);
  });

  it('a teacher creates a category in a topic (trimmed, creator noted) and gets all lists', async () => {
    const response = await anlegen(cookie.tweber, {
      flashcards_themen_id: sprachen.id,
      kategorie: ' Latein ',
    }).expect(200);
    expect(response.body.kategorie).toEqual({
      id: expect.any(Number),
      kategorie: 'Latein',
      flashcards_themen_id: sprachen.id,
    });
    expect(
      response.body.flashcardsthemenukategorien.map((k: { kategorie: string }) => k.kategorie),
    ).toContain('Latein');
    expect((await kategorien().findOneByOrFail({ kategorie: 'Latein' })).ersteller_benutzer_id).toBe(
      user.tweber.id,
    );
  });

  it('a teacher creates a category in any topic, e.g. Mathematik (issue 23 §3)', async () => {
    const mathematik = await testApp.dataSource
      .getRepository(FlashcardsThema)
      .findOneByOrFail({ bezeichnung: 'Mathematik' });
    const response = await anlegen(cookie.tweber, {
      flashcards_themen_id: mathematik.id,
      kategorie: 'Bruchrechnen',
    }).expect(200);
    expect(response.body.kategorie).toMatchObject({
      kategorie: 'Bruchrechnen',
      flashcards_themen_id: mathematik.id,
    });
  });

  it.each<['lena' | 'mainAdmin', number]>([
    ['lena', 403],
    ['mainAdmin', 403],
  ])('01 §6: %s may not create categories (%i), nothing stored', async (wer, status) => {
    const before = await kategorien().count();
    await anlegen(cookie[wer], { flashcards_themen_id: sprachen.id, kategorie: 'Verboten' }).expect(status);
    expect(await kategorien().count()).toBe(before);
  });

  it.each<[object, number, string]>([
    [{ kategorie: ' ' }, 400, 'validierung.titelFehlt'],
    [{ kategorie: 'ENGLISCH' }, 409, 'validierung.kategorieExistiert'],
    [{ kategorie: 'Neu', flashcards_themen_id: 999999 }, 404, 'fehler.nichtGefunden'],
  ])('refuses %j with %i %s', async (body, status, key) => {
    const before = await kategorien().count();
    const response = await anlegen(cookie.tweber, { flashcards_themen_id: sprachen.id, ...body }).expect(
      status,
    );
    expect(response.body.error).toBe(key);
    expect(await kategorien().count()).toBe(before);
  });
});
