import request from 'supertest';
import type { SchuleSummary } from '@lernstapel/contracts';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { genau } from '../testing/vorhanden';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';

const KEINE_BERECHTIGUNG = {
  statusCode: 403,
  error: 'fehler.keineBerechtigung',
  message: 'Dafür fehlt dir die Berechtigung.',
};

/** Every field a SchuleSummary has (01 §3 + the user count). */
const SUMMARY_KEYS = [
  'id',
  'name1',
  'name2',
  'anschrift1',
  'anschrift2',
  'land',
  'plz',
  'ort',
  'telefon1',
  'email1',
  'telefon2',
  'email2',
  'rechnungsanschrift1',
  'rechnungsanschrift2',
  'rechnungsplz',
  'rechnungsort',
  'rechnungsland',
  'hauspost_domainname',
  'lizenz_jahr',
  'anzahl_benutzer',
  'schule_ansprechpartner',
].sort();

describe('the main administrator’s schools (01 §2 admin area, §5, §6, §7)', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  let adminCookie: string;
  let individualCode: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    // 01 §6: an individually registered person (no school) is a teacher without a school.
    individualCode = 'EINZELPERSON42';
    await testApp.dataSource.getRepository(Benutzer).save({
      benutzername: 'einzel',
      namevoll: 'Einzelne Person',
      anmeldecode: individualCode,
      schule_id: null,
    });
    adminCookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const list = async (): Promise<SchuleSummary[]> =>
    (await request(testApp.server).get('/api/schulen').set('Cookie', adminCookie).expect(200)).body;
  const save = (body: unknown) =>
    request(testApp.server)
      .post('/api/schulen')
      .set('Cookie', adminCookie)
      .send(body as object);
  const byName = (schulen: SchuleSummary[], name1: string): SchuleSummary => {
    const schule = schulen.find((eintrag) => eintrag.name1 === name1);
    if (!schule) throw new Error(`no school ${name1}`);
    return schule;
  };

  describe('who may call', () => {
    /** Each call gets the school it may delete: a throwaway one for the admin, school B otherwise. */
    type Call = (cookie: string | null, schuleId: number) => request.Test;
    const ENDPOINTS: ReadonlyArray<readonly [string, Call]> = [
      ['GET /api/schulen', (cookie) => withCookie(request(testApp.server).get('/api/schulen'), cookie)],
      [
        'POST /api/schulen',
        (cookie) =>
          withCookie(request(testApp.server).post('/api/schulen'), cookie).send({ name1: 'Heimlich' }),
      ],
      [
        'POST /api/schulen/delete/{id}',
        (cookie, schuleId) =>
          withCookie(request(testApp.server).post(`/api/schulen/delete/${schuleId}`), cookie),
      ],
    ];
    const REFUSED = [
      ['a teacher with both administrative flags', 'teacherAdmin'],
      ['a teacher', 'teacher'],
      ['a pupil', 'pupil1'],
      ['an individual person', 'individual'],
    ] as const;

    it.each(ENDPOINTS)('%s: the main administrator gets 200 and the school list', async (_label, call) => {
      const wegwerf = await testApp.dataSource.getRepository(Schule).save({ name1: 'Wegwerfschule' });
      const response = await call(adminCookie, wegwerf.id).expect(200);
      expect(response.body).toEqual(await list());
      expect(response.body.length).toBeGreaterThan(0);
      await testApp.dataSource.getRepository(Schule).delete({ id: wegwerf.id });
    });

    describe.each(ENDPOINTS)('%s', (_label, call) => {
      it.each(REFUSED)('refuses %s with 403, changing nothing', async (_who, role) => {
        const before = await list();
        const code = role === 'individual' ? individualCode : testApp.logins[role];
        const response = await call(await sessionCookieFor(testApp, code), schoolB.schuleId).expect(403);
        expect(response.body).toEqual(KEINE_BERECHTIGUNG);
        expect(await list()).toEqual(before);
      });

      it('answers 401 without a session, changing nothing', async () => {
        const before = await list();
        const response = await call(null, schoolB.schuleId).expect(401);
        expect(response.body.error).toBe('fehler.nichtAngemeldet');
        expect(await list()).toEqual(before);
      });
    });
  });

  it('GET lists every school by name (German order) with all fields, user counts and contacts', async () => {
    await testApp.dataSource.getRepository(Schule).save({ name1: 'ältere Schule', land: 'A' });
    const schulen = await list();
    expect(schulen.map((schule) => schule.name1)).toEqual(
      expect.arrayContaining(['ältere Schule', 'Andere Schule', 'Demoschule Lernstapel']),
    );
    const namen = schulen.map((schule) => schule.name1);
    expect(namen.indexOf('ältere Schule')).toBeLessThan(namen.indexOf('Andere Schule'));
    expect(namen.indexOf('Andere Schule')).toBeLessThan(namen.indexOf('Demoschule Lernstapel'));
    const demo = byName(schulen, 'Demoschule Lernstapel');
    expect(Object.keys(demo).sort()).toEqual(SUMMARY_KEYS);
    expect(demo).toEqual({
      id: expect.any(Number),
      name1: 'Demoschule Lernstapel',
      name2: null,
      anschrift1: 'Schulstrasse 1',
      anschrift2: null,
      land: 'CH',
      plz: '8000',
      ort: 'Zürich',
      telefon1: '044 000 00 00',
      email1: 'sekretariat@demoschule.example',
      telefon2: null,
      email2: null,
      rechnungsanschrift1: 'Schulstrasse 1',
      rechnungsanschrift2: null,
      rechnungsplz: '8000',
      rechnungsort: 'Zürich',
      rechnungsland: null,
      hauspost_domainname: null,
      lizenz_jahr: new Date().getUTCFullYear(),
      anzahl_benutzer: 5,
      schule_ansprechpartner: [
        { id: expect.any(Number), namevoll: 'Anna Müller', email: 'anna.mueller@demoschule.example' },
      ],
    });
    expect(byName(schulen, 'Andere Schule')).toMatchObject({
      anzahl_benutzer: 2,
      schule_ansprechpartner: [],
    });
  });

  describe('POST /api/schulen', () => {
    it('creates a school from name1 alone: trimmed, land CH (01 §9), everything else empty', async () => {
      const response = await save({ name1: '  Schule Nord  ' }).expect(200);
      const nord = byName(response.body, 'Schule Nord');
      expect(nord).toEqual({
        id: expect.any(Number),
        name1: 'Schule Nord',
        name2: null,
        anschrift1: null,
        anschrift2: null,
        land: 'CH',
        plz: null,
        ort: null,
        telefon1: null,
        email1: null,
        telefon2: null,
        email2: null,
        rechnungsanschrift1: null,
        rechnungsanschrift2: null,
        rechnungsplz: null,
        rechnungsort: null,
        rechnungsland: null,
        hauspost_domainname: null,
        lizenz_jahr: null,
        anzahl_benutzer: 0,
        schule_ansprechpartner: [],
      });
      expect(response.body).toEqual(await list());
      const stored = await testApp.dataSource.getRepository(Schule).findOneByOrFail({ id: nord.id });
      expect(stored.land).toBe('CH');
    });

    it('creates a school with every field (id 0) and its contact persons; empty texts become null', async () => {
      const response = await save({
        id: 0,
        name1: 'Gymnasium Süd',
        name2: ' Oberstufe ',
        anschrift1: 'Hauptstrasse 5',
        anschrift2: '',
        land: 'DE',
        plz: '80331',
        ort: 'München',
        telefon1: '089 1234',
        email1: ' info@gym-sued.example ',
        telefon2: '   ',
        email2: null,
        rechnungsanschrift1: 'Postfach 7',
        rechnungsanschrift2: null,
        rechnungsplz: '1234567890',
        rechnungsort: 'München',
        rechnungsland: 'A',
        hauspost_domainname: 'gym-sued.example',
        lizenz_jahr: 2027,
        schule_ansprechpartner: [
          { id: 0, namevoll: ' Eva Kurz ', email: 'eva@gym-sued.example' },
          { id: 0, namevoll: 'Max Lang', email: '' },
        ],
      }).expect(200);
      expect(byName(response.body, 'Gymnasium Süd')).toEqual({
        id: expect.any(Number),
        name1: 'Gymnasium Süd',
        name2: 'Oberstufe',
        anschrift1: 'Hauptstrasse 5',
        anschrift2: null,
        land: 'DE',
        plz: '80331',
        ort: 'München',
        telefon1: '089 1234',
        email1: 'info@gym-sued.example',
        telefon2: null,
        email2: null,
        rechnungsanschrift1: 'Postfach 7',
        rechnungsanschrift2: null,
        rechnungsplz: '1234567890',
        rechnungsort: 'München',
        rechnungsland: 'A',
        hauspost_domainname: 'gym-sued.example',
        lizenz_jahr: 2027,
        anzahl_benutzer: 0,
        schule_ansprechpartner: [
          { id: expect.any(Number), namevoll: 'Eva Kurz', email: 'eva@gym-sued.example' },
          { id: expect.any(Number), namevoll: 'Max Lang', email: null },
        ],
      });
    });

    it('updates a school: fields changed, contacts replaced as a set with ids kept', async () => {
      const created = byName(
        (
          await save({
            name1: 'Schule Ost',
            plz: '3000',
            lizenz_jahr: 2025,
            schule_ansprechpartner: [
              { id: 0, namevoll: 'Bleibt', email: null },
              { id: 0, namevoll: 'Geht', email: 'geht@ost.example' },
            ],
          }).expect(200)
        ).body,
        'Schule Ost',
      );
      const [bleibt, geht] = genau(created.schule_ansprechpartner, 2);
      const response = await save({
        ...created,
        anzahl_benutzer: undefined,
        name1: 'Schule Ost-West',
        ort: 'Bern',
        plz: '',
        lizenz_jahr: null,
        schule_ansprechpartner: [
          { id: bleibt.id, namevoll: 'Bleibt Umbenannt', email: 'bleibt@ost.example' },
          { id: 0, namevoll: 'Neu', email: null },
        ],
      }).expect(200);
      const updated = byName(response.body, 'Schule Ost-West');
      expect(updated).toMatchObject({
        id: created.id,
        ort: 'Bern',
        plz: null,
        lizenz_jahr: null,
        land: 'CH',
      });
      expect(updated.schule_ansprechpartner).toEqual([
        { id: bleibt.id, namevoll: 'Bleibt Umbenannt', email: 'bleibt@ost.example' },
        { id: expect.any(Number), namevoll: 'Neu', email: null },
      ]);
      expect(updated.schule_ansprechpartner[1]?.id).not.toBe(geht.id);
      expect(await testApp.dataSource.getRepository(SchulAnsprechpartner).countBy({ id: geht.id })).toBe(0);
      expect(response.body.some((schule: SchuleSummary) => schule.name1 === 'Schule Ost')).toBe(false);
    });

    it('keeps fields and contacts the update does not send', async () => {
      const demo = byName(await list(), 'Demoschule Lernstapel');
      const response = await save({
        id: demo.id,
        name1: 'Demoschule Lernstapel',
        telefon2: '044 111',
      }).expect(200);
      expect(byName(response.body, 'Demoschule Lernstapel')).toEqual({ ...demo, telefon2: '044 111' });
      await save({ id: demo.id, name1: 'Demoschule Lernstapel', telefon2: null }).expect(200);
      expect(byName(await list(), 'Demoschule Lernstapel')).toEqual(demo);
    });

    it('answers 404 for an unknown school id and creates nothing', async () => {
      const before = await list();
      const response = await save({ id: 999_999, name1: 'Gibt es nicht' }).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'fehler.nichtGefunden',
        message: 'Das gesuchte Element wurde nicht gefunden.',
      });
      expect(await list()).toEqual(before);
    });

    describe('bad input → German 400, nothing changed', () => {
      const ROWS: ReadonlyArray<readonly [string, Record<string, unknown>, string, string]> = [
        [
          'missing name1',
          { plz: '8000' },
          'fehler.ungueltigeEingabe',
          'Das Feld „Name der Schule“ muss ausgefüllt sein.',
        ],
        [
          'blank name1',
          { name1: '   ' },
          'validierung.schulnameFehlt',
          'Bitte gib den Namen der Schule ein.',
        ],
        [
          'plz of 11 characters',
          { name1: 'X', plz: '12345678901' },
          'validierung.plzZuLang',
          'Die Postleitzahl darf höchstens 10 Zeichen lang sein.',
        ],
        [
          'rechnungsplz of 11 characters',
          { name1: 'X', rechnungsplz: '12345678901' },
          'validierung.rechnungsplzZuLang',
          'Die Postleitzahl der Rechnungsanschrift darf höchstens 10 Zeichen lang sein.',
        ],
        [
          "land 'FR'",
          { name1: 'X', land: 'FR' },
          'validierung.landUngueltig',
          'Bitte wähle Deutschland, Schweiz oder Österreich.',
        ],
        [
          "rechnungsland 'FR'",
          { name1: 'X', rechnungsland: 'FR' },
          'validierung.landUngueltig',
          'Bitte wähle Deutschland, Schweiz oder Österreich.',
        ],
        [
          'a malformed email1',
          { name1: 'X', email1: 'keine-adresse' },
          'validierung.emailUngueltig',
          'Bitte gib eine gültige E-Mail-Adresse ein.',
        ],
        [
          'a malformed email2',
          { name1: 'X', email2: 'a@b' },
          'validierung.emailUngueltig',
          'Bitte gib eine gültige E-Mail-Adresse ein.',
        ],
        [
          'lizenz_jahr 1999',
          { name1: 'X', lizenz_jahr: 1999 },
          'server.validierung.zahlBereich',
          'Das Feld „Lizenzjahr“ muss eine ganze Zahl von 2000 bis 2100 sein.',
        ],
        [
          'lizenz_jahr 2101',
          { name1: 'X', lizenz_jahr: 2101 },
          'server.validierung.zahlBereich',
          'Das Feld „Lizenzjahr“ muss eine ganze Zahl von 2000 bis 2100 sein.',
        ],
        [
          'lizenz_jahr as text',
          { name1: 'X', lizenz_jahr: '2026' },
          'fehler.ungueltigeEingabe',
          'Das Feld „Lizenzjahr“ muss eine ganze Zahl sein.',
        ],
        [
          'lizenz_jahr with decimals',
          { name1: 'X', lizenz_jahr: 2026.5 },
          'fehler.ungueltigeEingabe',
          'Das Feld „Lizenzjahr“ muss eine ganze Zahl sein.',
        ],
        [
          'name1 as a number',
          { name1: 42 },
          'fehler.ungueltigeEingabe',
          'Das Feld „Name der Schule“ muss ein Text sein.',
        ],
        [
          'ort as a list',
          { name1: 'X', ort: ['a'] },
          'fehler.ungueltigeEingabe',
          'Das Feld „Ort“ muss ein Text sein.',
        ],
        [
          'an unknown field',
          { name1: 'X', ist_main_admin: true },
          'fehler.ungueltigeEingabe',
          'Das Feld „ist_main_admin“ ist hier nicht erlaubt.',
        ],
        [
          'a contact person without namevoll',
          { name1: 'X', schule_ansprechpartner: [{ id: 0, email: null }] },
          'fehler.ungueltigeEingabe',
          'Das Feld „Name (Ansprechperson 1)“ muss ausgefüllt sein.',
        ],
        [
          'a contact person with a blank namevoll',
          { name1: 'X', schule_ansprechpartner: [{ id: 0, namevoll: '  ', email: null }] },
          'validierung.namevollFehlt',
          'Bitte gib den vollständigen Namen ein.',
        ],
        [
          'a contact person with a malformed e-mail',
          { name1: 'X', schule_ansprechpartner: [{ id: 0, namevoll: 'Y', email: 'y@' }] },
          'validierung.emailUngueltig',
          'Bitte gib eine gültige E-Mail-Adresse ein.',
        ],
        [
          'a contact person with an unknown field',
          { name1: 'X', schule_ansprechpartner: [{ id: 0, namevoll: 'Y', email: null, rolle: 'x' }] },
          'fehler.ungueltigeEingabe',
          'Das Feld „schule_ansprechpartner.0.rolle“ ist hier nicht erlaubt.',
        ],
        [
          'a contact person id on a new school',
          { name1: 'X', schule_ansprechpartner: [{ id: 1, namevoll: 'Y', email: null }] },
          'server.schule.ansprechpartnerUnbekannt',
          'Die Ansprechperson mit der Kennung 1 gehört nicht zu dieser Schule.',
        ],
        [
          'a negative id',
          { id: -1, name1: 'X' },
          'fehler.ungueltigeEingabe',
          'Das Feld „Eingabe“ hat einen ungültigen Wert.',
        ],
      ];

      it.each(ROWS)('%s', async (_label, body, error, detail) => {
        const before = await list();
        const response = await save(body).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, error });
        expect(typeof response.body.message).toBe('string');
        expect(response.body.details).toContain(detail);
        expect(await list()).toEqual(before);
      });

      it("an update naming another school's contact person changes nothing", async () => {
        const before = await list();
        const demo = byName(before, 'Demoschule Lernstapel');
        const fremd = await testApp.dataSource
          .getRepository(SchulAnsprechpartner)
          .save({ schule_id: schoolB.schuleId, namevoll: 'Kontakt B', email: null });
        const response = await save({
          id: demo.id,
          name1: 'Umbenannt',
          schule_ansprechpartner: [{ id: fremd.id, namevoll: 'Übernommen', email: null }],
        }).expect(400);
        expect(response.body).toMatchObject({
          error: 'server.schule.ansprechpartnerUnbekannt',
          message: `Die Ansprechperson mit der Kennung ${fremd.id} gehört nicht zu dieser Schule.`,
        });
        const after = await list();
        expect(byName(after, 'Demoschule Lernstapel')).toEqual(demo);
        expect(byName(after, 'Andere Schule').schule_ansprechpartner).toEqual([
          { id: fremd.id, namevoll: 'Kontakt B', email: null },
        ]);
        await testApp.dataSource.getRepository(SchulAnsprechpartner).delete({ id: fremd.id });
      });

      it('an update with bad input changes nothing, not even the valid fields', async () => {
        const before = await list();
        const demo = byName(before, 'Demoschule Lernstapel');
        await save({ ...demo, anzahl_benutzer: undefined, ort: 'Basel', plz: '12345678901' }).expect(400);
        expect(await list()).toEqual(before);
      });

      it('malformed JSON', async () => {
        const before = await list();
        const response = await request(testApp.server)
          .post('/api/schulen')
          .set('Cookie', adminCookie)
          .set('Content-Type', 'application/json')
          .send('{"name1": ')
          .expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          error: 'server.anfrage.ungueltigesJson',
          message: 'Die Anfrage enthält kein gültiges JSON.',
        });
        expect(await list()).toEqual(before);
      });

      it('JSON that is not an object', async () => {
        const before = await list();
        await request(testApp.server)
          .post('/api/schulen')
          .set('Cookie', adminCookie)
          .set('Content-Type', 'application/json')
          .send('["Schule"]')
          .expect(400);
        expect(await list()).toEqual(before);
      });
    });
  });

  describe('POST /api/schulen/delete/{id}', () => {
    it('deletes a school and answers the remaining list', async () => {
      const created = byName((await save({ name1: 'Kurzlebig' }).expect(200)).body, 'Kurzlebig');
      const response = await request(testApp.server)
        .post(`/api/schulen/delete/${created.id}`)
        .set('Cookie', adminCookie)
        .expect(200);
      expect(response.body.some((schule: SchuleSummary) => schule.id === created.id)).toBe(false);
      expect(response.body).toEqual(await list());
    });

    it('answers 404 for an unknown id and 400 for a malformed one, deleting nothing', async () => {
      const before = await list();
      const missing = await request(testApp.server)
        .post('/api/schulen/delete/999999')
        .set('Cookie', adminCookie)
        .expect(404);
      expect(missing.body.error).toBe('fehler.nichtGefunden');
      const malformed = await request(testApp.server)
        .post('/api/schulen/delete/abc')
        .set('Cookie', adminCookie)
        .expect(400);
      expect(malformed.body.error).toBe('server.anfrage.ungueltigeId');
      expect(await list()).toEqual(before);
    });

    it('is not reachable with GET (DEVIATIONS 5)', async () => {
      const before = await list();
      await request(testApp.server)
        .get(`/api/schulen/delete/${schoolB.schuleId}`)
        .set('Cookie', adminCookie)
        .expect(404);
      expect(await list()).toEqual(before);
    });
  });
});

function withCookie(test: request.Test, cookie: string | null): request.Test {
  return cookie === null ? test : test.set('Cookie', cookie);
}
