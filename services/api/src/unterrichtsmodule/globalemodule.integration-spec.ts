import { FLASHCARDS_THEMEN } from '../database/migrations/1795300023000-flashcardsthemen-seed';
import request from 'supertest';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../flashcardsthemen/entities/flashcards-thema.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, userByCode } from '../testing/second-school';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

describe('GET /api/unterrichtsmodule/globalemodule (02 §2 global stack library)', () => {
  let testApp: TestApp;
  let mathe: FlashcardsThema;
  let algebra: FlashcardsKategorie;
  let zahlen: Unterrichtsmodul;
  let aepfel: Unterrichtsmodul;

  beforeAll(async () => {
    testApp = await createTestApp();
    const schoolB = await addOtherSchool(testApp.dataSource);
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    // 'Mathematik' is one of the topics every installation starts with (migration 1795300023000).
    mathe = await testApp.dataSource
      .getRepository(FlashcardsThema)
      .findOneByOrFail({ bezeichnung: 'Mathematik' });
    algebra = await testApp.dataSource
      .getRepository(FlashcardsKategorie)
      .save({ kategorie: 'Algebra', flashcards_themen_id: mathe.id, ersteller_benutzer_id: teacher.id });
    const module = testApp.dataSource.getRepository(Unterrichtsmodul);
    zahlen = await module.save({
      bezeichnung: 'Zahlen',
      eigentuemer_id: schoolB.teacher.id,
      flashcards_kategorie_id: algebra.id,
      ist_veroeffentlicht: true,
      public_datum: new Date('2026-02-03T04:05:06Z'),
      public_autor_pseudonym: 'Rechenkünstler',
      public_bemerkungen: 'Grundrechenarten',
    });
    aepfel = await module.save({
      bezeichnung: 'äpfel und Birnen',
      eigentuemer_id: teacher.id,
      ist_veroeffentlicht: true,
    });
    await module.save({ bezeichnung: 'Geheim', eigentuemer_id: teacher.id, ist_veroeffentlicht: false });
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).save([
      { unterrichtsmodule_id: zahlen.id, autor_id: schoolB.teacher.id, frage: '1+1' },
      { unterrichtsmodule_id: zahlen.id, autor_id: schoolB.teacher.id, frage: '2+2' },
      { unterrichtsmodule_id: zahlen.id, autor_id: schoolB.teacher.id, frage: '3+3' },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const library = (cookie: string) =>
    request(testApp.server).get('/api/unterrichtsmodule/globalemodule').set('Cookie', cookie);

  it('answers all topics and categories and the published stacks of every school, by title, with card counts', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await library(cookie).expect(200);
    // Every topic, by name: the ones of a new installation (FLASHCARDS_THEMEN), 'Sprachen' among them.
    expect(response.body.flashcardsthemen).toEqual(
      [...FLASHCARDS_THEMEN]
        .sort((a, b) => a.localeCompare(b, 'de'))
        .map((bezeichnung) => ({
          id: expect.any(Number),
          bezeichnung,
        })),
    );
    expect(response.body.flashcardsthemen).toContainEqual({ id: mathe.id, bezeichnung: 'Mathematik' });
    expect(
      response.body.flashcardsthemenukategorien.map(
        (kategorie: { kategorie: string }) => kategorie.kategorie,
      ),
    ).toEqual(['Algebra', 'Deutsch', 'Englisch', 'Französisch']);
    expect(response.body.flashcardsthemenukategorien[0]).toEqual({
      id: algebra.id,
      kategorie: 'Algebra',
      flashcards_themen_id: mathe.id,
    });
    expect(response.body.globalemodule).toEqual([
      {
        id: aepfel.id,
        bezeichnung: 'äpfel und Birnen',
        anzahl_modulteile: 0,
        flashcards_kategorie_id: null,
        public_datum: null,
        public_autor_pseudonym: null,
        public_bemerkungen: null,
      },
      {
        id: zahlen.id,
        bezeichnung: 'Zahlen',
        anzahl_modulteile: 3,
        flashcards_kategorie_id: algebra.id,
        public_datum: '2026-02-03T04:05:06.000Z',
        public_autor_pseudonym: 'Rechenkünstler',
        public_bemerkungen: 'Grundrechenarten',
      },
    ]);
  });

  it('never lists an unpublished stack, and names no owner (02 §6: pseudonym only)', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const response = await library(cookie).expect(200);
    const titel = response.body.globalemodule.map((stapel: { bezeichnung: string }) => stapel.bezeichnung);
    expect(titel).not.toContain('Geheim');
    for (const stapel of response.body.globalemodule) {
      expect(stapel).not.toHaveProperty('eigentuemer_id');
    }
  });

  it('a pupil sees the same library as a teacher', async () => {
    const teacherView = await library(await sessionCookieFor(testApp, testApp.logins.teacher)).expect(200);
    const pupilView = await library(await sessionCookieFor(testApp, testApp.logins.pupil3)).expect(200);
    expect(pupilView.body).toEqual(teacherView.body);
  });

  it('needs a session', async () => {
    const response = await request(testApp.server).get('/api/unterrichtsmodule/globalemodule').expect(401);
    expect(response.body.error).toBe('fehler.nichtAngemeldet');
  });
});
