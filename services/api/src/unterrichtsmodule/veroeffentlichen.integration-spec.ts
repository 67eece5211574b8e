import request from 'supertest';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

/** Issue 9: publishing and withdrawing (01 §4, §5, §8); the library never names the owner (02 §6). */
describe('POST /api/unterrichtsmodule/veroeffentlichen[/zuruecknehmen]', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let schoolB: OtherSchool;
  let cookieB: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    schoolB = await addOtherSchool(testApp.dataSource);
    // School B is licensed too, so that its refusals come from the stack checks, not the licence.
    await testApp.dataSource
      .getRepository(Schule)
      .update({ id: schoolB.schuleId }, { lizenz_jahr: new Date().getFullYear() });
    cookieB = await sessionCookieFor(testApp, schoolB.teacher.code);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const post = (path: string, as: string, body: object) =>
    request(testApp.server).post(`/api/unterrichtsmodule/${path}`).set('Cookie', as).send(body);

  it('the owner publishes under a pseudonym; every school sees it in the library by pseudonym only', async () => {
    const modul = await stacks().save({ bezeichnung: 'Brüche', eigentuemer_id: user.tweber.id });
    await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .save({ unterrichtsmodule_id: modul.id, autor_id: user.tweber.id, frage: '1/2 + 1/2' });
    const response = await post('veroeffentlichen', cookie.tweber, {
      id: modul.id,
      public_autor_pseudonym: ' Mathe-Fan ',
      public_bemerkungen: 'Klasse 6',
      ist_veroeffentlicht: true,
    }).expect(200);
    expect(response.body).toMatchObject({
      message: 'Der Stapel wurde veröffentlicht und steht nun unter «Globale Stapel» allen zur Verfügung.',
      unterrichtsmodul: {
        ist_veroeffentlicht: true,
        public_autor_pseudonym: 'Mathe-Fan',
        public_bemerkungen: 'Klasse 6',
      },
    });
    // Teachers of the owner's school and of another school alike: pseudonym, never the name or id.
    for (const as of [cookie.amueller, cookieB, cookie.lena]) {
      const library = await request(testApp.server)
        .get('/api/unterrichtsmodule/globalemodule')
        .set('Cookie', as)
        .expect(200);
      const eintrag = library.body.globalemodule.find((s: { id: number }) => s.id === modul.id);
      expect(eintrag).toMatchObject({ public_autor_pseudonym: 'Mathe-Fan', anzahl_modulteile: 1 });
      const detail = await request(testApp.server)
        .get(`/api/unterrichtsmodule/byid/${modul.id}?ansicht=globalemodule`)
        .set('Cookie', as)
        .expect(200);
      const karten = await request(testApp.server)
        .get(`/api/unterrichtsmodulteile/${modul.id}?ansicht=globalemodule`)
        .set('Cookie', as)
        .expect(200);
      for (const body of [library.body, detail.body, karten.body]) {
        const text = JSON.stringify(body);
        expect(text).not.toContain('Thomas Weber');
        expect(text).not.toContain('tweber');
        expect(text).not.toMatch(new RegExp(`"(eigentuemer_id|autor_id)":${user.tweber.id}[,}]`));
      }
    }
  });

  it('withdraws: gone from the library, the spec text', async () => {
    const modul = await stacks().save({
      bezeichnung: 'Zurück',
      eigentuemer_id: user.tweber.id,
      ist_veroeffentlicht: true,
      public_autor_pseudonym: 'X',
    });
    const response = await post('veroeffentlichen/zuruecknehmen', cookie.tweber, { id: modul.id }).expect(
      200,
    );
    expect(response.body.message).toBe('Die Veröffentlichung des Stapels wurde zurückgenommen.');
    expect(response.body.unterrichtsmodul.ist_veroeffentlicht).toBe(false);
    const library = await request(testApp.server)
      .get('/api/unterrichtsmodule/globalemodule')
      .set('Cookie', cookieB)
      .expect(200);
    expect(library.body.globalemodule.map((s: { id: number }) => s.id)).not.toContain(modul.id);
    await request(testApp.server)
      .get(`/api/unterrichtsmodule/byid/${modul.id}`)
      .set('Cookie', cookieB)
      .expect(404);
  });

  it.each(['', '   '])(
    'refuses the pseudonym %j with the German 400; nothing is published',
    async (pseudonym) => {
      const modul = await stacks().save({ bezeichnung: 'Ohne', eigentuemer_id: user.tweber.id });
      const response = await post('veroeffentlichen', cookie.tweber, {
        id: modul.id,
        public_autor_pseudonym: pseudonym,
      }).expect(400);
      expect(response.body.error).toBe('validierung.pseudonymFehlt');
      expect((await stacks().findOneByOrFail({ id: modul.id })).ist_veroeffentlicht).toBe(false);
    },
  );

  it('refuses a user without kann_stapel_veroeffentlichen (403); withdrawing needs no flag', async () => {
    const modul = await stacks().save({ bezeichnung: 'Lenas', eigentuemer_id: user.lena.id });
    const response = await post('veroeffentlichen', cookie.lena, {
      id: modul.id,
      public_autor_pseudonym: 'Lena',
    }).expect(403);
    expect(response.body.error).toBe('fehler.keineBerechtigung');
    expect((await stacks().findOneByOrFail({ id: modul.id })).ist_veroeffentlicht).toBe(false);
    await testApp.dataSource
      .getRepository(Benutzer)
      .update({ id: user.lena.id }, { kann_stapel_veroeffentlichen: true });
    const lena = await sessionCookieFor(testApp, testApp.logins.pupil1);
    await post('veroeffentlichen', lena, { id: modul.id, public_autor_pseudonym: 'Lena' }).expect(200);
    await testApp.dataSource
      .getRepository(Benutzer)
      .update({ id: user.lena.id }, { kann_stapel_veroeffentlichen: false });
    const ohneFlag = await sessionCookieFor(testApp, testApp.logins.pupil1);
    await post('veroeffentlichen/zuruecknehmen', ohneFlag, { id: modul.id }).expect(200);
  });

  it("refuses non-owners (403) and other schools' stacks (404)", async () => {
    const modul = await stacks().save({
      bezeichnung: 'Nur meiner',
      eigentuemer_id: user.tweber.id,
      ist_veroeffentlicht: true,
    });
    await post('veroeffentlichen/zuruecknehmen', cookieB, { id: modul.id }).expect(403);
    const privat = await stacks().save({ bezeichnung: 'Privat', eigentuemer_id: user.tweber.id });
    await post('veroeffentlichen', cookieB, { id: privat.id, public_autor_pseudonym: 'B' }).expect(404);
    expect((await stacks().findOneByOrFail({ id: modul.id })).ist_veroeffentlicht).toBe(true);
    expect((await stacks().findOneByOrFail({ id: privat.id })).ist_veroeffentlicht).toBe(false);
  });

  it('needs the licence to publish (not to withdraw)', async () => {
    const modul = await stacks().save({ bezeichnung: 'Lizenz', eigentuemer_id: user.tweber.id });
    const schulen = testApp.dataSource.getRepository(Schule);
    const year = new Date().getFullYear();
    await schulen.update({ id: user.tweber.schule_id ?? 0 }, { lizenz_jahr: null });
    try {
      const response = await post('veroeffentlichen', cookie.tweber, {
        id: modul.id,
        public_autor_pseudonym: 'X',
      }).expect(403);
      expect(response.body.error).toBe('lizenz.keineLizenzFunktion');
      expect((await stacks().findOneByOrFail({ id: modul.id })).ist_veroeffentlicht).toBe(false);
      await stacks().update({ id: modul.id }, { ist_veroeffentlicht: true });
      await post('veroeffentlichen/zuruecknehmen', cookie.tweber, { id: modul.id }).expect(200);
    } finally {
      await schulen.update({ id: user.tweber.schule_id ?? 0 }, { lizenz_jahr: year });
    }
  });
});
