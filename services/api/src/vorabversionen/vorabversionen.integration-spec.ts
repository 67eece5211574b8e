import request from 'supertest';
import type { RemotesAntwort, VorabversionenUebersicht } from '@lernstapel/contracts';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, userByCode, type OtherSchool } from '../testing/second-school';
import { DEFAULT_REMOTES } from '../portal/remotes-map';
import { RUECKFAELLE_PRO_MINUTE } from './vorabversionen.service';
import { VORAB_EXAMS, vorabDatei } from './testing/vorab-datei';

/**
 * Issue 26 §5: /remotes.json per request (canary for the chosen schools, stable for everyone else),
 * the main administrator's choice of schools, and the fallback reports they see.
 */
describe('canary release of a remote per school', () => {
  let testApp: TestApp;
  let datei: ReturnType<typeof vorabDatei>;
  let schuleA: number;
  let schoolB: OtherSchool;
  let admin: string;
  let lehrerA: string;
  let schuelerA: string;
  let lehrerB: string;

  const remotesJson = async (cookie: string | null): Promise<RemotesAntwort> => {
    const pending = request(testApp.server).get('/remotes.json');
    const response = await (cookie ? pending.set('Cookie', cookie) : pending).expect(200);
    expect(response.headers['vary']).toMatch(/cookie/i);
    return response.body as RemotesAntwort;
  };
  const setzen = (schuleId: number, vorab: boolean) =>
    request(testApp.server)
      .put(`/api/vorabversionen/schulen/${schuleId}`)
      .set('Cookie', admin)
      .send({ vorab })
      .expect(204);
  const melden = (cookie: string, body: object = { remote: 'exams', grund: 'laden' }) =>
    request(testApp.server).post('/api/vorabversionen/rueckfall').set('Cookie', cookie).send(body);
  const uebersicht = async (): Promise<VorabversionenUebersicht> =>
    (await request(testApp.server).get('/api/vorabversionen').set('Cookie', admin).expect(200)).body;
  const CANARY: RemotesAntwort = {
    ...DEFAULT_REMOTES,
    exams: VORAB_EXAMS,
    stabil: { exams: DEFAULT_REMOTES.exams },
  };

  beforeAll(async () => {
    datei = vorabDatei();
    testApp = await createTestApp({ remotesCanaryJsonPath: datei.pfad });
    schuleA = (await userByCode(testApp.dataSource, testApp.logins.teacher)).schule_id ?? 0;
    schoolB = await addOtherSchool(testApp.dataSource);
    admin = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    lehrerA = await sessionCookieFor(testApp, testApp.logins.teacher);
    schuelerA = await sessionCookieFor(testApp, testApp.logins.pupil1);
    lehrerB = await sessionCookieFor(testApp, schoolB.teacher.code);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(() => datei.schreiben({ remotes: { exams: VORAB_EXAMS } }));

  it('gives everyone the stable map while no school is chosen', async () => {
    expect(await remotesJson(null)).toEqual(DEFAULT_REMOTES);
    expect(await remotesJson(lehrerA)).toEqual(DEFAULT_REMOTES);
  });

  it('gives the school the main administrator chose the canary, everyone else stable', async () => {
    await setzen(schuleA, true);
    await setzen(schuleA, true); // idempotent
    expect(await remotesJson(lehrerA)).toEqual(CANARY);
    expect(await remotesJson(schuelerA)).toEqual(CANARY);
    expect(await remotesJson(lehrerB)).toEqual(DEFAULT_REMOTES);
    expect(await remotesJson(admin)).toEqual(DEFAULT_REMOTES);
    expect(await remotesJson(null)).toEqual(DEFAULT_REMOTES);

    const schulen = (await uebersicht()).schulen;
    expect(schulen.find((schule) => schule.id === schuleA)).toMatchObject({
      vorab: true,
      ausKonfiguration: false,
    });
    expect(schulen.find((schule) => schule.id === schoolB.schuleId)).toMatchObject({ vorab: false });

    await setzen(schuleA, false);
    expect(await remotesJson(lehrerA)).toEqual(DEFAULT_REMOTES);
  });

  it('gives a school the configuration file names the canary; the file is read per request', async () => {
    datei.schreiben({ remotes: { exams: VORAB_EXAMS }, schulen: [schoolB.schuleId] });
    expect(await remotesJson(lehrerB)).toEqual(CANARY);
    expect(await remotesJson(lehrerA)).toEqual(DEFAULT_REMOTES);
    const b = (await uebersicht()).schulen.find((schule) => schule.id === schoolB.schuleId);
    expect(b).toMatchObject({ vorab: true, ausKonfiguration: true });

    datei.schreiben({ remotes: {}, schulen: [schoolB.schuleId] });
    expect(await remotesJson(lehrerB)).toEqual(DEFAULT_REMOTES);
  });

  it('serves the stable map to everyone when the canary file is broken (never a 500)', async () => {
    await setzen(schuleA, true);
    datei.schreiben('{"remotes": kaputt');
    expect(await remotesJson(lehrerA)).toEqual(DEFAULT_REMOTES);
    expect((await uebersicht()).vorab).toEqual({});
    await setzen(schuleA, false);
  });

  it('records fallbacks per school, remote and canary manifest for the main administrator', async () => {
    await setzen(schuleA, true);
    await melden(lehrerA).expect(204);
    await melden(schuelerA, { remote: 'exams', grund: 'manifest' }).expect(204);
    const a = (await uebersicht()).schulen.find((schule) => schule.id === schuleA);
    expect(a?.rueckfaelle).toEqual([
      {
        remote: 'exams',
        manifest: VORAB_EXAMS,
        grund: 'manifest',
        anzahl: 2,
        zuletzt_am: expect.any(String),
      },
    ]);
    // A school not on the canary has nothing to report; nothing is recorded for it.
    const refused = await melden(lehrerB).expect(409);
    expect(refused.body.error).toBe('vorabversionen.keineVorabversion');
    await melden(lehrerA, { remote: 'races', grund: 'laden' }).expect(409);
    const b = (await uebersicht()).schulen.find((schule) => schule.id === schoolB.schuleId);
    expect(b?.rueckfaelle).toEqual([]);
    await setzen(schuleA, false);
  });

  it("allows a canary on another origin in the pages' policy, not in the API's", async () => {
    datei.schreiben({ remotes: { exams: 'https://vorab.example/exams/mf-manifest.json' } });
    const seite = await request(testApp.server).get('/login');
    expect(seite.headers['content-security-policy']).toContain("script-src 'self' https://vorab.example");
    const api = await request(testApp.server).get('/api/hello');
    expect(api.headers['content-security-policy']).not.toContain('vorab.example');
  });

  it('refuses bad reports with a German message', async () => {
    const response = await melden(lehrerA, { remote: 'quiz', grund: 'laden' }).expect(400);
    expect(typeof response.body.message).toBe('string');
    await melden(lehrerA, { remote: 'exams', grund: 'egal' }).expect(400);
  });

  it(`limits reports to ${RUECKFAELLE_PRO_MINUTE} per user and minute (429 with Retry-After)`, async () => {
    await setzen(schuleA, true);
    const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil2);
    const cookie = await sessionCookieFor(testApp, pupil.anmeldecode);
    for (let n = 0; n < RUECKFAELLE_PRO_MINUTE; n++) await melden(cookie).expect(204);
    const response = await melden(cookie).expect(429);
    expect(response.body.error).toBe('fehler.zuVieleAnfragen');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await setzen(schuleA, false);
  });

  it('answers 404 for an unknown school and drops the rows with a deleted school', async () => {
    await request(testApp.server)
      .put('/api/vorabversionen/schulen/999999')
      .set('Cookie', admin)
      .send({ vorab: true })
      .expect(404);
    const c = await addOtherSchool(testApp.dataSource, 'C-1');
    await setzen(c.schuleId, true);
    await melden(await sessionCookieFor(testApp, c.teacher.code)).expect(204);
    await request(testApp.server).post(`/api/schulen/delete/${c.schuleId}`).set('Cookie', admin).expect(200);
    const zeilen = await testApp.dataSource.query(
      'SELECT COUNT(*) AS n FROM vorabversion_schule WHERE schule_id = ?',
      [c.schuleId],
    );
    const rueckfaelle = await testApp.dataSource.query(
      'SELECT COUNT(*) AS n FROM vorabversion_rueckfall WHERE schule_id = ?',
      [c.schuleId],
    );
    expect(Number(zeilen[0].n) + Number(rueckfaelle[0].n)).toBe(0);
  });
});
