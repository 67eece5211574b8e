import request from 'supertest';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { Stapelablage } from '../stapelablage/entities/stapelablage.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

const ROLES = ['mainAdmin', 'teacherAdmin', 'teacher', 'pupil1', 'pupil2', 'pupil3'] as const;
type Role = (typeof ROLES)[number] | 'teacherB';

describe('GET /api/unterrichtsmodule/byid/{id}: who may read a stack (DEVIATIONS 4)', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const ids = {} as Record<Role, number>;
  const cookies = {} as Record<Role, string>;
  let vokabeln: Unterrichtsmodul;
  let eingereicht: Unterrichtsmodul;
  let veroeffentlicht: Unterrichtsmodul;

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    for (const role of ROLES) {
      ids[role] = (await userByCode(testApp.dataSource, testApp.logins[role])).id;
      cookies[role] = await sessionCookieFor(testApp, testApp.logins[role]);
    }
    ids.teacherB = schoolB.teacher.id;
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);

    const englisch = await testApp.dataSource
      .getRepository(FlashcardsKategorie)
      .findOneOrFail({ where: { kategorie: 'Englisch' } });
    const module = testApp.dataSource.getRepository(Unterrichtsmodul);
    vokabeln = await module.save({
      bezeichnung: 'Vokabeln Unit 3',
      eigentuemer_id: ids.teacher,
      flashcards_kategorie_id: englisch.id,
      wird_gemeinsam_bearbeitet: true,
    });
    eingereicht = await module.save({ bezeichnung: 'Mias Stapel', eigentuemer_id: ids.pupil3 });
    veroeffentlicht = await module.save({
      bezeichnung: 'Bruchrechnen',
      eigentuemer_id: schoolB.teacher.id,
      ist_veroeffentlicht: true,
      public_datum: new Date('2026-03-01T08:00:00Z'),
      public_autor_pseudonym: 'Mathe-Fan',
      public_bemerkungen: 'Für die 6. Klasse',
    });
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).save([
      { unterrichtsmodule_id: vokabeln.id, autor_id: ids.teacher, frage: 'dog' },
      { unterrichtsmodule_id: vokabeln.id, autor_id: ids.pupil1, frage: 'cat' },
    ]);
    // pupil1 edits the stack in the team, pupil2 got it in the mailbox.
    await testApp.dataSource
      .getRepository(TeamMitglied)
      .save({ unterrichtsmodul_id: vokabeln.id, benutzer_id: ids.pupil1 });
    await testApp.dataSource
      .getRepository(GeteilterStapel)
      .save({ unterrichtsmodule_id: vokabeln.id, geteilt_mit_benutzer_id: ids.pupil2 });
    // Hand-in records: teacherAdmin is the sender of one, the owner side of the other.
    await testApp.dataSource.getRepository(Stapelablage).save([
      {
        unterrichtsmodule_id: vokabeln.id,
        stapel_eigentuemer_id: ids.teacher,
        stapel_absender_id: ids.teacherAdmin,
        status: 'Warten auf Überprüfung',
      },
      {
        unterrichtsmodule_id: eingereicht.id,
        stapel_eigentuemer_id: ids.teacherAdmin,
        stapel_absender_id: ids.pupil3,
        status: 'Korrigieren',
      },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const byId = (id: number | string, role: Role) =>
    request(testApp.server).get(`/api/unterrichtsmodule/byid/${id}`).set('Cookie', cookies[role]);

  it('the owner reads the stack with owner name, category, topic and card count', async () => {
    const response = await byId(vokabeln.id, 'teacher').expect(200);
    expect(response.body).toEqual({
      id: vokabeln.id,
      bezeichnung: 'Vokabeln Unit 3',
      eigentuemer_id: ids.teacher,
      eigentuemer: 'Thomas Weber',
      kategorie: 'Englisch',
      thema: 'Sprachen',
      anzahl_modulteile: 2,
      datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      datum_zuletztgeaendert: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ist_veroeffentlicht: false,
      public_autor_pseudonym: null,
      public_bemerkungen: null,
      wird_gemeinsam_bearbeitet: true,
      ist_eigentuemer: true,
      flashcards_kategorie_id: vokabeln.flashcards_kategorie_id,
      ist_kopie_von_umodul_id: null,
      // teacherAdmin has a hand-in of it waiting for review (beforeAll)
      ist_in_stapelablage: true,
      anzahl_zukorrigierende_modulteile: 0,
      rechte: {
        eigenschaften_bearbeiten: true,
        loeschen: true,
        teilen: true,
        veroeffentlichen: true,
        team_bearbeitung: true,
        karten_hinzufuegen: true,
        kopieren: true,
      },
    });
  });

  it('a team member reads it, but is not the owner (02 §6: no edit-stack button; 01 §4: adds cards only)', async () => {
    const response = await byId(vokabeln.id, 'pupil1').expect(200);
    expect(response.body).toMatchObject({
      id: vokabeln.id,
      eigentuemer: 'Thomas Weber',
      ist_eigentuemer: false,
      rechte: {
        eigenschaften_bearbeiten: false,
        loeschen: false,
        teilen: false,
        veroeffentlichen: false,
        team_bearbeitung: false,
        karten_hinzufuegen: true,
        kopieren: true,
      },
    });
  });

  it('a team member of a stack whose team editing is off reads it no more', async () => {
    await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .update({ id: vokabeln.id }, { wird_gemeinsam_bearbeitet: false });
    try {
      await byId(vokabeln.id, 'pupil1').expect(404);
    } finally {
      await testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .update({ id: vokabeln.id }, { wird_gemeinsam_bearbeitet: true });
    }
  });

  it('?ansicht=globalemodule shows a published stack by pseudonym even to a reader with another relation; the owner still sees themself', async () => {
    await testApp.dataSource
      .getRepository(GeteilterStapel)
      .save({ unterrichtsmodule_id: veroeffentlicht.id, geteilt_mit_benutzer_id: ids.teacher });
    const geteilt = await byId(veroeffentlicht.id, 'teacher').expect(200);
    expect(geteilt.body).toMatchObject({ eigentuemer: 'Lehrer B', eigentuemer_id: schoolB.teacher.id });
    const bibliothek = await request(testApp.server)
      .get(`/api/unterrichtsmodule/byid/${veroeffentlicht.id}?ansicht=globalemodule`)
      .set('Cookie', cookies.teacher)
      .expect(200);
    expect(bibliothek.body).toMatchObject({
      eigentuemer: 'Mathe-Fan',
      eigentuemer_id: null,
      ist_eigentuemer: false,
    });
    expect(JSON.stringify(bibliothek.body)).not.toContain('Lehrer B');
    const eigen = await request(testApp.server)
      .get(`/api/unterrichtsmodule/byid/${veroeffentlicht.id}?ansicht=globalemodule`)
      .set('Cookie', cookies.teacherB)
      .expect(200);
    expect(eigen.body).toMatchObject({ eigentuemer: 'Lehrer B', ist_eigentuemer: true });
    await request(testApp.server)
      .get(`/api/unterrichtsmodule/byid/${veroeffentlicht.id}?ansicht=anders`)
      .set('Cookie', cookies.teacher)
      .expect(400);
  });

  it('a share recipient (mailbox) reads it', async () => {
    const response = await byId(vokabeln.id, 'pupil2').expect(200);
    expect(response.body).toMatchObject({ id: vokabeln.id, ist_eigentuemer: false });
  });

  it('both parties of a hand-in record read the stack: the sender and the owner side', async () => {
    await byId(vokabeln.id, 'teacherAdmin').expect(200);
    const response = await byId(eingereicht.id, 'teacherAdmin').expect(200);
    expect(response.body).toMatchObject({ bezeichnung: 'Mias Stapel', eigentuemer: 'Mia Baumann' });
  });

  it('anyone logged in reads a published stack, and sees the pseudonym instead of the owner (02 §6)', async () => {
    const response = await byId(veroeffentlicht.id, 'pupil3').expect(200);
    expect(response.body).toMatchObject({
      id: veroeffentlicht.id,
      eigentuemer_id: null,
      eigentuemer: 'Mathe-Fan',
      ist_veroeffentlicht: true,
      public_autor_pseudonym: 'Mathe-Fan',
      public_bemerkungen: 'Für die 6. Klasse',
      kategorie: null,
      thema: null,
      anzahl_modulteile: 0,
      ist_eigentuemer: false,
    });
    const own = await byId(veroeffentlicht.id, 'teacherB').expect(200);
    expect(own.body).toMatchObject({ eigentuemer: 'Lehrer B', ist_eigentuemer: true });
  });

  it.each<Role>(['pupil3', 'teacherB', 'mainAdmin'])(
    'anyone else gets 404 for an unpublished stack, as for an unknown one (%s)',
    async (role) => {
      const response = await byId(vokabeln.id, role).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'fehler.nichtGefunden',
        message: 'Das gesuchte Element wurde nicht gefunden.',
      });
    },
  );

  it('an unknown id gets 404', async () => {
    const response = await byId(987654, 'teacher').expect(404);
    expect(response.body).toMatchObject({ error: 'fehler.nichtGefunden', message: expect.any(String) });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'a malformed id (%s) gets a German 400, never a 500',
    async (id) => {
      const response = await byId(id, 'teacher').expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'server.anfrage.ungueltigeId',
        message: 'Die Kennung in der Adresse muss eine positive ganze Zahl sein.',
      });
    },
  );

  it('needs a session', async () => {
    await request(testApp.server).get(`/api/unterrichtsmodule/byid/${vokabeln.id}`).expect(401);
  });

  it("route order: 'globalemodule' and 'byid/{id}' are not taken for /unterrichtsmodule/{userId}", async () => {
    const library = await request(testApp.server)
      .get('/api/unterrichtsmodule/globalemodule')
      .set('Cookie', cookies.teacher)
      .expect(200);
    expect(library.body.globalemodule.map((stapel: { id: number }) => stapel.id)).toEqual([
      veroeffentlicht.id,
    ]);
    const own = await request(testApp.server)
      .get(`/api/unterrichtsmodule/${ids.teacher}`)
      .set('Cookie', cookies.teacher)
      .expect(200);
    expect(own.body.unterrichtsmodule.map((stapel: { id: number }) => stapel.id)).toEqual([vokabeln.id]);
  });
});
