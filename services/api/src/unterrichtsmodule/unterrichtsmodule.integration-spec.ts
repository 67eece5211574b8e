import request from 'supertest';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { genau } from '../testing/vorhanden';

describe("GET /api/unterrichtsmodule/{userId} ('Meine Flashcards')", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers an empty list for a user without stacks', async () => {
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const response = await request(testApp.server)
      .get(`/api/unterrichtsmodule/${teacher.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(response.body).toEqual({ unterrichtsmodule: [] });
  });

  it('lists only the own stacks, sorted by title (German order), with category, topic and card count', async () => {
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    const other = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const englisch = await testApp.dataSource
      .getRepository(FlashcardsKategorie)
      .findOneOrFail({ where: { kategorie: 'Englisch' } });
    const module = testApp.dataSource.getRepository(Unterrichtsmodul);
    const [zebra, aepfel] = genau(
      await module.save([
        { bezeichnung: 'zebra', eigentuemer_id: teacher.id, flashcards_kategorie_id: englisch.id },
        {
          bezeichnung: 'Äpfel',
          eigentuemer_id: teacher.id,
          flashcards_kategorie_id: null,
          ist_veroeffentlicht: true,
        },
        { bezeichnung: 'Birnen', eigentuemer_id: teacher.id },
        { bezeichnung: 'Fremder Stapel', eigentuemer_id: other.id },
      ]),
      4,
    );
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).save([
      { unterrichtsmodule_id: zebra.id, autor_id: teacher.id, frage: 'one' },
      { unterrichtsmodule_id: zebra.id, autor_id: teacher.id, frage: 'two' },
      { unterrichtsmodule_id: aepfel.id, autor_id: teacher.id, frage: 'Apfel' },
    ]);

    const cookie = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    const response = await request(testApp.server)
      .get(`/api/unterrichtsmodule/${teacher.id}`)
      .set('Cookie', cookie)
      .expect(200);
    const stapel = response.body.unterrichtsmodule;
    expect(stapel.map((item: { bezeichnung: string }) => item.bezeichnung)).toEqual([
      'Äpfel',
      'Birnen',
      'zebra',
    ]);
    expect(stapel[2]).toEqual({
      id: zebra.id,
      bezeichnung: 'zebra',
      kategorie: 'Englisch',
      thema: 'Sprachen',
      anzahl_modulteile: 2,
      anzahl_zukorrigierende_modulteile: 0,
      datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      datum_zuletztgeaendert: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ist_veroeffentlicht: false,
      wird_gemeinsam_bearbeitet: false,
      benutzer_ordner_id: null,
      flashcards_kategorie_id: englisch.id,
      jahrgangsstufen: null,
      faecher: null,
      public_autor_pseudonym: null,
      public_bemerkungen: null,
      ist_kopie_von_umodul_id: null,
      geteiltebenutzer: '',
      geteilt_mit: [],
      ist_in_stapelablage: false,
    });
    expect(stapel[0]).toMatchObject({
      kategorie: null,
      thema: null,
      anzahl_modulteile: 1,
      ist_veroeffentlicht: true,
    });
    expect(stapel[1]).toMatchObject({ anzahl_modulteile: 0 });
  });

  it("refuses another user's list with 403", async () => {
    const other = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const response = await request(testApp.server)
      .get(`/api/unterrichtsmodule/${other.id}`)
      .set('Cookie', cookie)
      .expect(403);
    expect(response.body.error).toBe('fehler.keineBerechtigung');
  });

  it('needs a session', async () => {
    await request(testApp.server).get('/api/unterrichtsmodule/1').expect(401);
  });
});
