import request from 'supertest';
import { Benutzerordner } from '../../benutzerordner/entities/benutzerordner.entity';
import { Stapelablage } from '../../stapelablage/entities/stapelablage.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../../testing/demo-callers';
import { addOtherSchool, type OtherSchool } from '../../testing/second-school';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';

/** Issue 9: copying into the own stacks from the mailbox and the global library (01 §2, 02 §2, §5, §7, §8). */
describe('POST /api/unterrichtsmodule/kopieren', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let schoolB: OtherSchool;
  let cookieB: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    schoolB = await addOtherSchool(testApp.dataSource);
    cookieB = await sessionCookieFor(testApp, schoolB.teacher.code);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const cards = () => testApp.dataSource.getRepository(Unterrichtsmodulteil);
  const kopieren = (as: string, body: object) =>
    request(testApp.server).post('/api/unterrichtsmodule/kopieren').set('Cookie', as).send(body);

  async function quelle(
    eigentuemer_id: number,
    felder: Partial<Unterrichtsmodul> = {},
  ): Promise<Unterrichtsmodul> {
    const modul = await stacks().save({ bezeichnung: 'Quelle', eigentuemer_id, ...felder });
    await cards().save([
      {
        unterrichtsmodule_id: modul.id,
        autor_id: eigentuemer_id,
        frage: 'eins',
        antwort1: '1',
        stapelfach_nr: 3,
        korrekturmarkierung: true,
        notizen: 'falsch',
      },
      {
        unterrichtsmodule_id: modul.id,
        autor_id: eigentuemer_id,
        frage: 'zwei',
        antwort1: '2',
        multiplechoice: true,
      },
    ]);
    return modul;
  }

  it('copies a global stack of another school with its cards; the copy is the caller’s, without the owner’s id', async () => {
    const modul = await quelle(schoolB.teacher.id, {
      ist_veroeffentlicht: true,
      public_autor_pseudonym: 'B-Autor',
      bezeichnung: 'Global',
    });
    const response = await kopieren(cookie.tweber, {
      ist_kopie_von_umodul_id: modul.id,
      eigentuemer_id: user.tweber.id,
      benutzer_ordner_id: -99,
    }).expect(200);
    expect(response.body.message).toBe('Der Stapel «Global» wurde in deine Flashcards kopiert.');
    const kopie = await stacks().findOneByOrFail({ id: response.body.unterrichtsmodul.id });
    expect(kopie).toMatchObject({
      bezeichnung: 'Global',
      eigentuemer_id: user.tweber.id,
      ist_kopie_von_umodul_id: modul.id,
      ist_veroeffentlicht: false,
      wird_gemeinsam_bearbeitet: false,
      benutzer_ordner_id: null,
    });
    const kopierteKarten = await cards().find({
      where: { unterrichtsmodule_id: kopie.id },
      order: { id: 'ASC' },
    });
    expect(
      kopierteKarten.map((k) => [
        k.frage,
        k.antwort1,
        k.autor_id,
        k.stapelfach_nr,
        k.korrekturmarkierung,
        k.notizen,
        k.multiplechoice,
      ]),
    ).toEqual([
      ['eins', '1', user.tweber.id, 1, false, null, false],
      ['zwei', '2', user.tweber.id, 1, false, null, true],
    ]);
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(2);
  });

  it('writes the copied cards without reading them back (bench:schoolday: each round trip counts in a class that copies at once)', async () => {
    const modul = await quelle(schoolB.teacher.id, { ist_veroeffentlicht: true });
    const statements: string[] = [];
    const logQuery = jest
      .spyOn(testApp.dataSource.logger, 'logQuery')
      .mockImplementation((query: string) => void statements.push(query));
    try {
      await kopieren(cookie.lena, { ist_kopie_von_umodul_id: modul.id }).expect(200);
    } finally {
      logQuery.mockRestore();
    }
    const insert = statements.findIndex((sql) => /^INSERT INTO [`"]unterrichtsmodulteil[`"]/i.test(sql));
    expect(insert).toBeGreaterThan(-1);
    const commit = statements.findIndex((sql, index) => index > insert && /^COMMIT/i.test(sql));
    const readBack = statements
      .slice(insert + 1, commit)
      .filter((sql) => /^SELECT .* FROM [`"]unterrichtsmodulteil[`"]/is.test(sql));
    expect(readBack).toEqual([]);
  });

  it('copies a mailbox stack into an own folder with another category', async () => {
    const modul = await quelle(user.tweber.id, { bezeichnung: 'Briefkasten' });
    await testApp.dataSource
      .getRepository(GeteilterStapel)
      .save({ unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: user.lena.id });
    const ordner = await testApp.dataSource
      .getRepository(Benutzerordner)
      .save({ benutzer_id: user.lena.id, name: 'Kopien', name_schluessel: 'kopien' });
    const response = await kopieren(cookie.lena, {
      ist_kopie_von_umodul_id: modul.id,
      benutzer_ordner_id: ordner.id,
    }).expect(200);
    expect(response.body.unterrichtsmodul).toMatchObject({
      benutzer_ordner_id: ordner.id,
      anzahl_modulteile: 2,
      ist_kopie_von_umodul_id: modul.id,
    });
  });

  it('refuses an unpublished stack of someone else (404) and a stack seen only as hand-in reviewer (403); copies nothing', async () => {
    const privat = await quelle(schoolB.teacher.id);
    const eingereicht = await quelle(user.lena.id);
    await testApp.dataSource.getRepository(Stapelablage).save({
      unterrichtsmodule_id: eingereicht.id,
      stapel_absender_id: user.lena.id,
      stapel_eigentuemer_id: user.amueller.id,
      status: 'Warten auf Überprüfung',
    });
    const before = await stacks().count();
    await kopieren(cookie.tweber, { ist_kopie_von_umodul_id: privat.id }).expect(404);
    const reviewer = await kopieren(cookie.amueller, { ist_kopie_von_umodul_id: eingereicht.id }).expect(403);
    expect(reviewer.body.error).toBe('unterrichtsmodule.nichtKopierbar');
    expect(await stacks().count()).toBe(before);
  });

  it("refuses a copy for someone else (eigentuemer_id) and another user's folder", async () => {
    const modul = await quelle(user.tweber.id, { ist_veroeffentlicht: true });
    const fremd = await kopieren(cookie.lena, {
      ist_kopie_von_umodul_id: modul.id,
      eigentuemer_id: user.jonas.id,
    }).expect(403);
    expect(fremd.body.error).toBe('unterrichtsmodule.fremderEigentuemer');
    const ordner = await testApp.dataSource
      .getRepository(Benutzerordner)
      .save({ benutzer_id: user.jonas.id, name: 'Jonas', name_schluessel: 'jonas' });
    await kopieren(cookie.lena, { ist_kopie_von_umodul_id: modul.id, benutzer_ordner_id: ordner.id }).expect(
      404,
    );
    expect(await stacks().countBy({ ist_kopie_von_umodul_id: modul.id })).toBe(0);
  });

  it('main administrators do not copy (403); a session is needed (401)', async () => {
    const modul = await quelle(user.tweber.id, { ist_veroeffentlicht: true });
    await kopieren(cookie.mainAdmin, { ist_kopie_von_umodul_id: modul.id }).expect(403);
    await request(testApp.server)
      .post('/api/unterrichtsmodule/kopieren')
      .send({ ist_kopie_von_umodul_id: modul.id })
      .expect(401);
    void cookieB;
  });
});
