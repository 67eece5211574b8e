import request from 'supertest';
import type { KlassenSchueler } from '@lernstapel/contracts';
import { Sitzung } from './sitzungen/entities/sitzung.entity';
import { foreignKeys, danglingReferences, countBySql } from '../database/testing/foreign-keys';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { addDemoGroup, addDemoPupil, addFeedEntry } from './klasse-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Uploaderlaubnis } from '../uploads/entities/uploaderlaubnis.entity';
import { Benutzer } from './entities/benutzer.entity';
import { SchuelerInGruppe } from '../schuelergruppen/entities/schueler-in-gruppe.entity';
import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';

/** 01 §2 Klasse tab, §4 pupil lock, §5/§9 pupil dialog; DEVIATIONS 2–4. */
describe('the Klasse table actions', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  let teacher: string;
  let teacherId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
    teacherId = (await testApp.dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'tweber' }))
      .id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (path: string, body: object, cookie = teacher) =>
    request(testApp.server).post(path).set('Cookie', cookie).send(body);
  const benutzer = () => testApp.dataSource.getRepository(Benutzer);
  const snapshot = async () =>
    (await benutzer().find({ order: { id: 'ASC' } })).map(({ erstellt_am: _erstellt, ...rest }) => rest);

  describe('POST /api/benutzer/neuerschueler', () => {
    it('creates a pupil in the teacher’s class with a fresh code, no publishing and the teacher as creator', async () => {
      const response = await post('/api/benutzer/neuerschueler', {
        benutzername: '  paul ',
        namevoll: 'Paul Frei',
        email: ' Paul.Frei@Example.org ',
      }).expect(200);
      const rows: KlassenSchueler[] = response.body;
      const paul = rows.find((row) => row.benutzername === 'paul');
      expect(paul).toEqual({
        id: expect.any(Number),
        benutzername: 'paul',
        namevoll: 'Paul Frei',
        email: 'paul.frei@example.org',
        anmeldecode: expect.stringMatching(/^.{10,}$/),
        ist_gesperrt: false,
        kann_stapel_veroeffentlichen: false,
        upload_erlaubt_bis: null,
      });
      const stored = await benutzer().findOneByOrFail({ id: paul?.id });
      expect(stored).toMatchObject({
        ist_schueler: true,
        klassen_code: DEMO_CLASS_CODE,
        create_user_id: teacherId,
        ist_main_admin: false,
      });
      // The new pupil can log in with the code.
      await sessionCookieFor(testApp, stored.anmeldecode);
      expect(rows.map((row) => row.benutzername)).toEqual(
        [...rows.map((row) => row.benutzername)].sort((a, b) => a.localeCompare(b, 'de')),
      );
    });

    it('updates a pupil of the own class (empty name keeps the previous one)', async () => {
      const pupil = await addDemoPupil(testApp.dataSource, { namevoll: 'Alt Name' });
      const response = await post('/api/benutzer/neuerschueler', {
        id: pupil.id,
        benutzername: 'neuername',
        namevoll: ' ',
        kann_stapel_veroeffentlichen: true,
      }).expect(200);
      expect(response.body.find((row: KlassenSchueler) => row.id === pupil.id)).toMatchObject({
        benutzername: 'neuername',
        namevoll: 'Alt Name',
        kann_stapel_veroeffentlichen: true,
        anmeldecode: pupil.anmeldecode,
      });
    });

    it.each([
      [
        'a blank username',
        { benutzername: '   ' },
        'validierung.benutzernameFehlt',
        'Bitte gib einen Benutzernamen ein.',
      ],
      [
        'a malformed e-mail',
        { benutzername: 'x', email: 'kein-mail' },
        'validierung.emailUngueltig',
        'Bitte gib eine gültige E-Mail-Adresse ein.',
      ],
      ['a number as username', { benutzername: 5 }, 'fehler.ungueltigeEingabe', expect.any(String)],
      [
        'an unknown field',
        { benutzername: 'x', ist_main_admin: true },
        'fehler.ungueltigeEingabe',
        expect.any(String),
      ],
    ])('refuses %s with a German 400 and stores nothing', async (_label, body, error, message) => {
      const before = await snapshot();
      const response = await post('/api/benutzer/neuerschueler', body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error, message });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an e-mail another user has (any case, trimmed) with 409 and the spec’s text', async () => {
      const before = await snapshot();
      const response = await post('/api/benutzer/neuerschueler', {
        benutzername: 'doppelt',
        email: ' ANNA.mueller@demoschule.example',
      }).expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        error: 'klasse.emailExistiertBereits',
        message: 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
      });
      expect(await snapshot()).toEqual(before);
    });

    it('lets a pupil keep their own e-mail on update', async () => {
      const pupil = await addDemoPupil(testApp.dataSource, { email: 'eigen@example.org' });
      await post('/api/benutzer/neuerschueler', {
        id: pupil.id,
        benutzername: 'eigen',
        email: 'Eigen@example.org',
      }).expect(200);
    });

    it('answers 404 for a pupil of another school and changes nothing', async () => {
      const before = await snapshot();
      await post('/api/benutzer/neuerschueler', { id: schoolB.pupil.id, benutzername: 'übernommen' }).expect(
        404,
      );
      expect(await snapshot()).toEqual(before);
    });
  });

  it('locking ends the pupil’s sessions at once; the pupil cannot log in until unlocked', async () => {
    const pupil = await addDemoPupil(testApp.dataSource);
    const pupilCookie = await sessionCookieFor(testApp, pupil.anmeldecode);
    await request(testApp.server).get('/api/session').set('Cookie', pupilCookie).expect(200);

    const response = await post('/api/benutzer/sperren', { id: pupil.id, ist_gesperrt: true }).expect(200);
    expect(response.body.find((row: KlassenSchueler) => row.id === pupil.id).ist_gesperrt).toBe(true);
    expect(await testApp.dataSource.getRepository(Sitzung).countBy({ benutzer_id: pupil.id })).toBe(0);
    await request(testApp.server).get('/api/session').set('Cookie', pupilCookie).expect(401);
    await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: pupil.anmeldecode })
      .expect(403);

    await post('/api/benutzer/sperren', { id: pupil.id, ist_gesperrt: false }).expect(200);
    await sessionCookieFor(testApp, pupil.anmeldecode);
  });

  it('a new code replaces the old one and ends the sessions', async () => {
    const pupil = await addDemoPupil(testApp.dataSource);
    const pupilCookie = await sessionCookieFor(testApp, pupil.anmeldecode);
    const response = await post('/api/benutzer/neueranmeldecode', { id: pupil.id }).expect(200);
    const neu: string = response.body.anmeldecode;
    expect(neu).not.toBe(pupil.anmeldecode);
    expect(neu.length).toBeGreaterThanOrEqual(10);
    await request(testApp.server).get('/api/session').set('Cookie', pupilCookie).expect(401);
    await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: pupil.anmeldecode })
      .expect(401);
    await sessionCookieFor(testApp, neu);
  });

  describe('POST /api/benutzer/anmeldecodesenden', () => {
    it('mails the code to the pupil and confirms with the address', async () => {
      const pupil = await addDemoPupil(testApp.dataSource, { email: 'kind@example.org' });
      const response = await post('/api/benutzer/anmeldecodesenden', { id: pupil.id }).expect(200);
      expect(response.body).toEqual({ message: 'Der Anmeldecode wurde an kind@example.org verschickt' });
      const mails = await testApp.dataSource.getRepository(Mailausgang).findBy({ benutzer_id: pupil.id });
      expect(mails).toHaveLength(1);
      expect(mails[0]?.empfaenger).toBe('kind@example.org');
      expect(mails[0]?.text).toContain(pupil.anmeldecode);
      expect(mails[0]?.text).toContain('Thomas Weber');
    });

    it('refuses a pupil without e-mail with a German 400 and sends nothing', async () => {
      const pupil = await addDemoPupil(testApp.dataSource);
      const response = await post('/api/benutzer/anmeldecodesenden', { id: pupil.id }).expect(400);
      expect(response.body.error).toBe('server.klasse.keineEmail');
      expect(response.body.message).toMatch(/E-Mail-Adresse/);
      expect(await testApp.dataSource.getRepository(Mailausgang).countBy({ benutzer_id: pupil.id })).toBe(0);
    });
  });

  it('upload permission: 2 hours from now, shown in the class list', async () => {
    const pupil = await addDemoPupil(testApp.dataSource);
    const vorher = Date.now();
    const response = await post('/api/benutzer/uploaderlaubnis', { id: pupil.id }).expect(200);
    expect(response.body.message).toBe('Uploaderlaubnis wurde für 2 Stunden erteilt');
    const bis = Date.parse(response.body.erlaubt_bis);
    expect(bis).toBeGreaterThanOrEqual(vorher + 2 * 3600_000);
    expect(bis).toBeLessThanOrEqual(Date.now() + 2 * 3600_000);
    const row = await testApp.dataSource
      .getRepository(Uploaderlaubnis)
      .findOneByOrFail({ benutzer_id: pupil.id });
    expect(row.erteilt_von_benutzer_id).toBe(teacherId);
    const klasse = await request(testApp.server)
      .get(`/api/benutzer/klasse/${DEMO_CLASS_CODE}`)
      .set('Cookie', teacher)
      .expect(200);
    const zeile = klasse.body.find((entry: KlassenSchueler) => entry.id === pupil.id);
    expect(Math.abs(Date.parse(zeile.upload_erlaubt_bis) - bis)).toBeLessThan(1000);
    // An expired permission is not shown.
    await testApp.dataSource
      .getRepository(Uploaderlaubnis)
      .update({ benutzer_id: pupil.id }, { erlaubt_bis: new Date(Date.now() - 1000) });
    const spaeter = await request(testApp.server)
      .get(`/api/benutzer/klasse/${DEMO_CLASS_CODE}`)
      .set('Cookie', teacher)
      .expect(200);
    expect(
      spaeter.body.find((entry: KlassenSchueler) => entry.id === pupil.id).upload_erlaubt_bis,
    ).toBeNull();
  });

  it('removing a pupil deletes the user with all their data and leaves no orphans', async () => {
    const pupil = await addDemoPupil(testApp.dataSource, { email: 'weg@example.org' });
    const pupilCookie = await sessionCookieFor(testApp, pupil.anmeldecode);
    const gruppe = await addDemoGroup(testApp.dataSource);
    await testApp.dataSource
      .getRepository(SchuelerInGruppe)
      .save({ benutzer_id: pupil.id, schueler_gruppe_id: gruppe.id });
    await testApp.dataSource
      .getRepository(Benutzereinstellung)
      .save({ benutzer_id: pupil.id, tag: 'lastUModuleID', intvalue: 3 });
    await addFeedEntry(testApp.dataSource, pupil.id);
    await post('/api/benutzer/uploaderlaubnis', { id: pupil.id }).expect(200);
    await post('/api/benutzer/anmeldecodesenden', { id: pupil.id }).expect(200);

    const response = await post('/api/benutzer/removeschueler', { id: pupil.id }).expect(200);
    expect(response.body.some((row: KlassenSchueler) => row.id === pupil.id)).toBe(false);
    expect(await benutzer().existsBy({ id: pupil.id })).toBe(false);
    await request(testApp.server).get('/api/session').set('Cookie', pupilCookie).expect(401);

    const keys = await foreignKeys(testApp.dataSource);
    const escape = (name: string) => testApp.dataSource.driver.escape(name);
    for (const key of keys.filter((fk) => fk.parent === 'benutzer')) {
      const n = await countBySql(
        testApp.dataSource,
        `SELECT COUNT(*) AS n FROM ${escape(key.table)} WHERE ${escape(key.column)} = ?`,
        [pupil.id],
      );
      expect([`${key.table}.${key.column}`, n]).toEqual([`${key.table}.${key.column}`, 0]);
    }
    expect((await danglingReferences(testApp.dataSource, keys)).filter(([, n]) => n > 0)).toEqual([]);
    // The group itself stays (it belongs to the class).
    await request(testApp.server)
      .get(`/api/schuelergruppen/${DEMO_CLASS_CODE}`)
      .set('Cookie', teacher)
      .expect(200);
  });
});
