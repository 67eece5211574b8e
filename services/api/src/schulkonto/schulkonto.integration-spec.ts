import request from 'supertest';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { createTestApp, sessionCookieFor, setCookies, type TestApp } from '../testing/create-test-app';
import {
  type ProviderJar,
  signInAtProvider,
  signOutAtProvider,
  startSchulAnmeldedienst,
  type SchulAnmeldedienst,
} from '../testing/schul-anmeldedienst';
import { SchulkontoAnbieter } from './entities/schulkonto-anbieter.entity';
import { SchulkontoVerknuepfung } from './entities/schulkonto-verknuepfung.entity';

const HOST = 'lernstapel.test';
const RUECKKEHR = `http://${HOST}/api/schulkonto/rueckkehr`;
const ABMELDE_ADRESSE = `http://${HOST}/login`;
const SCHLUESSEL = 'schulkonto-test-schluessel-mit-32-zeichen!';
const CLIENT_A = {
  client_id: 'lernstapel-a',
  client_secret: 'geheim-a',
  redirect_uris: [RUECKKEHR],
  post_logout_redirect_uris: [ABMELDE_ADRESSE],
};
const CLIENT_B = {
  client_id: 'lernstapel-b',
  client_secret: 'geheim-b',
  redirect_uris: [RUECKKEHR],
  post_logout_redirect_uris: [ABMELDE_ADRESSE],
};

async function expectStatus(pending: Promise<request.Response>, status: number): Promise<request.Response> {
  const response = await pending;
  expect(response.status).toBe(status);
  return response;
}

function cookie(headers: Record<string, unknown>, name: string): string {
  const line = setCookies(headers).find((value) => value.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} not set`);
  return line.split(';')[0] ?? '';
}

/**
 * Issue 28 'Mit Schulkonto anmelden' against a real identity provider (oidc-provider with its own
 * login form): configuration per school, the link step, the sign-in and every refusal.
 */
describe('/api/schulkonto (OpenID Connect with a real provider)', () => {
  let testApp: TestApp;
  let dienst: SchulAnmeldedienst;
  let schuleA: number;
  let other: OtherSchool;

  const server = () => testApp.server;
  const links = () => testApp.dataSource.getRepository(SchulkontoVerknuepfung);

  async function configure(
    schuleId: number,
    adminCode: string,
    client: typeof CLIENT_A,
    kuerzel: string,
    aussteller = dienst.issuer,
  ) {
    const admin = await sessionCookieFor(testApp, adminCode);
    return request(server())
      .put(`/api/schulkonto/anbieter/${schuleId}`)
      .set('Host', HOST)
      .set('Cookie', admin)
      .send({
        kuerzel,
        aussteller,
        client_id: client.client_id,
        client_secret: client.client_secret,
        rollen_claim: 'rolle',
      });
  }

  /** Start → the provider's login form as `login` → the provider's answer at our redirect URI. */
  async function signIn(
    kuerzel: string,
    login: string,
    edit?: (url: URL) => void,
    jar?: ProviderJar,
    prompts?: string[],
  ) {
    const started = await request(server())
      .get(`/api/schulkonto/start?schule=${kuerzel}`)
      .set('Host', HOST)
      .expect(303);
    const back = await signInAtProvider(started.headers['location'] as string, login, edit, jar, prompts);
    expect(back.href.startsWith(RUECKKEHR)).toBe(true);
    return { back, vorgang: cookie(started.headers, 'ls_schulkonto') };
  }

  function answer(back: URL, cookies: string) {
    return request(server())
      .get(`/api/schulkonto/rueckkehr${back.search}`)
      .set('Host', HOST)
      .set('Cookie', cookies);
  }

  async function linkedSignIn(kuerzel: string, login: string, code: string, jar?: ProviderJar) {
    const { back, vorgang } = await signIn(kuerzel, login, undefined, jar);
    const answered = await answer(back, vorgang).expect(303);
    expect(answered.headers['location']).toBe('/login?schulkonto=verknuepfen');
    return request(server())
      .post('/api/schulkonto/verknuepfen')
      .set('Host', HOST)
      .set('Cookie', cookie(answered.headers, 'ls_schulkonto_verknuepfen'))
      .send({ anmeldecode: code });
  }

  beforeAll(async () => {
    dienst = await startSchulAnmeldedienst([CLIENT_A, CLIENT_B], { 'lehrer-1': 'Lehrer' });
    testApp = await createTestApp({ schulkontoSchluessel: SCHLUESSEL });
    schuleA = (await userByCode(testApp.dataSource, testApp.logins.teacherAdmin)).schule_id ?? 0;
    other = await addOtherSchool(testApp.dataSource);
    await testApp.dataSource
      .getRepository(Benutzer)
      .update({ id: other.teacher.id }, { kann_schuldaten_bearbeiten: true });
    await expectStatus(configure(schuleA, testApp.logins.teacherAdmin, CLIENT_A, 'schule-a'), 200);
    await expectStatus(configure(other.schuleId, other.teacher.code, CLIENT_B, 'schule-b'), 200);
  });
  afterAll(async () => {
    await testApp.close();
    await dienst.close();
  });

  describe('configuration', () => {
    it('the school administrator sees the provider without its secret; the secret is stored encrypted', async () => {
      const admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
      const read = await request(server())
        .get(`/api/schulkonto/anbieter/${schuleA}`)
        .set('Host', HOST)
        .set('Cookie', admin)
        .expect(200);
      expect(read.body).toEqual({
        schule_id: schuleA,
        kuerzel: 'schule-a',
        aussteller: dienst.issuer,
        client_id: 'lernstapel-a',
        client_secret_gespeichert: true,
        rollen_claim: 'rolle',
        schueler_klassen_code: null,
        rueckkehr_adresse: RUECKKEHR,
        abmelde_adresse: ABMELDE_ADRESSE,
      });
      expect(JSON.stringify(read.body)).not.toContain('geheim-a');
      const row = await testApp.dataSource
        .getRepository(SchulkontoAnbieter)
        .findOneByOrFail({ schule_id: schuleA });
      expect(row.client_secret_verschluesselt).not.toContain('geheim-a');
    });

    it('only the own school for a school administrator; the main administrator for any school; nobody else', async () => {
      const adminA = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
      const mainAdmin = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
      const teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
      const pupil = await sessionCookieFor(testApp, testApp.logins.pupil1);
      const path = `/api/schulkonto/anbieter/${other.schuleId}`;
      expect((await request(server()).get(path).set('Cookie', adminA)).status).toBe(403);
      expect((await request(server()).get(path).set('Cookie', mainAdmin)).body.kuerzel).toBe('schule-b');
      expect(
        (await request(server()).get(`/api/schulkonto/anbieter/${schuleA}`).set('Cookie', teacher)).status,
      ).toBe(403);
      expect(
        (await request(server()).get(`/api/schulkonto/anbieter/${schuleA}`).set('Cookie', pupil)).status,
      ).toBe(403);
      expect((await request(server()).get(path)).status).toBe(401);
    });

    it('refuses a short code of another school, a bad code and a plain-http issuer elsewhere than this machine, in German', async () => {
      const taken = await expectStatus(
        configure(schuleA, testApp.logins.teacherAdmin, CLIENT_A, 'schule-b'),
        409,
      );
      expect(taken.body.message).toBe('Dieses Schulkürzel verwendet schon eine andere Schule.');
      const bad = await expectStatus(
        configure(schuleA, testApp.logins.teacherAdmin, CLIENT_A, 'Schule A!'),
        400,
      );
      expect(bad.body.error).toBe('schulkonto.kuerzelUngueltig');
      const admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
      const http = await request(server())
        .put(`/api/schulkonto/anbieter/${schuleA}`)
        .set('Cookie', admin)
        .send({ kuerzel: 'schule-a', aussteller: 'http://idp.example', client_id: 'x' })
        .expect(400);
      expect(http.body.message).toBe('Der Aussteller muss eine Adresse mit https:// sein.');
    });

    it('the login page learns the school of a short code; an unknown one gets a German 404', async () => {
      const found = await request(server()).get('/api/schulkonto/schulen/schule-a').expect(200);
      expect(found.body).toEqual({ kuerzel: 'schule-a', schulname: expect.any(String) });
      const unknown = await request(server()).get('/api/schulkonto/schulen/gibt-es-nicht').expect(404);
      expect(unknown.body.message).toBe('Zu diesem Schulkürzel gibt es keine Anmeldung mit Schulkonto.');
    });
  });

  describe('sign-in', () => {
    it('links once with the login code, then the school account alone signs in; only issuer and subject are kept', async () => {
      const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil1);
      const linked = await expectStatus(linkedSignIn('schule-a', 'schueler-1', testApp.logins.pupil1), 200);
      expect(linked.body.user.id).toBe(pupil.id);
      const first = cookie(linked.headers, 'ls_session');
      expect((await request(server()).get('/api/session').set('Cookie', first).expect(200)).body.userID).toBe(
        pupil.id,
      );
      const row = await links().findOneByOrFail({ benutzer_id: pupil.id });
      expect(row).toMatchObject({ aussteller: dienst.issuer, subjekt: 'schueler-1' });

      // Signed out, then in again: no code any more.
      await request(server()).delete('/api/session').set('Cookie', first).expect(204);
      const { back, vorgang } = await signIn('schule-a', 'schueler-1');
      const again = await answer(back, vorgang).expect(303);
      expect(again.headers['location']).toBe('/user');
      const session = cookie(again.headers, 'ls_session');
      expect(
        (await request(server()).get('/api/session').set('Cookie', session).expect(200)).body.userID,
      ).toBe(pupil.id);
    });

    it("school B's provider never signs a school A user in, nor links a school A code", async () => {
      await expectStatus(linkedSignIn('schule-a', 'schueler-2', testApp.logins.pupil2), 200);
      // The same subject at the same issuer, but through school B's client.
      const { back, vorgang } = await signIn('schule-b', 'schueler-2');
      const refused = await answer(back, vorgang).expect(303);
      expect(refused.headers['location']).toBe('/login?schulkonto=schulkonto.andereSchule');
      expect(setCookies(refused.headers).some((line) => line.startsWith('ls_session='))).toBe(false);

      const foreign = await expectStatus(linkedSignIn('schule-b', 'fremd-1', testApp.logins.pupil3), 403);
      expect(foreign.body.message).toBe('Dieses Schulkonto gehört nicht zu deiner Schule.');
      expect(await links().countBy({ subjekt: 'fremd-1' })).toBe(0);
    });

    it('refuses a role the provider does not give the account (a pupil code for a teacher account)', async () => {
      const refused = await expectStatus(linkedSignIn('schule-a', 'lehrer-1', testApp.logins.pupil3), 403);
      expect(refused.body.message).toBe('Dein Schulkonto gehört zu einer anderen Rolle als dieser Zugang.');
    });

    it('a replayed answer finds no sign-in (cookie used) and its code is spent', async () => {
      const { back, vorgang } = await signIn('schule-a', 'replay-1');
      await answer(back, vorgang).expect(303);
      const withoutCookie = await answer(back, '').expect(303);
      expect(withoutCookie.headers['location']).toBe('/login?schulkonto=schulkonto.sitzungAbgelaufen');
      const withOldCookie = await answer(back, vorgang).expect(303);
      expect(withOldCookie.headers['location']).toBe('/login?schulkonto=schulkonto.fehlgeschlagen');
    });

    it("an answer for another sign-in (another browser's state) is refused", async () => {
      const first = await signIn('schule-a', 'state-1');
      const second = await request(server())
        .get('/api/schulkonto/start?schule=schule-a')
        .set('Host', HOST)
        .expect(303);
      const refused = await answer(first.back, cookie(second.headers, 'ls_schulkonto')).expect(303);
      expect(refused.headers['location']).toBe('/login?schulkonto=schulkonto.sitzungAbgelaufen');
    });

    it.each([
      ['a missing nonce', (url: URL) => url.searchParams.delete('nonce')],
      ['a foreign nonce', (url: URL) => url.searchParams.set('nonce', 'fremde-nonce')],
    ])('refuses an ID token with %s', async (_case, edit) => {
      const { back, vorgang } = await signIn('schule-a', 'nonce-1', edit);
      const refused = await answer(back, vorgang).expect(303);
      expect(refused.headers['location']).toBe('/login?schulkonto=schulkonto.nonceFalsch');
    });

    it('refuses an answer that names another issuer', async () => {
      const { back, vorgang } = await signIn('schule-a', 'iss-1');
      back.searchParams.set('iss', 'http://127.0.0.1:1');
      const refused = await answer(back, vorgang).expect(303);
      expect(refused.headers['location']).toBe('/login?schulkonto=schulkonto.falscherAussteller');
    });

    it('a locked user stays locked', async () => {
      const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
      await expectStatus(linkedSignIn('schule-a', 'lehrer-2', testApp.logins.teacher), 200);
      await testApp.dataSource.getRepository(Benutzer).update({ id: teacher.id }, { ist_gesperrt: true });
      const { back, vorgang } = await signIn('schule-a', 'lehrer-2');
      const refused = await answer(back, vorgang).expect(303);
      expect(refused.headers['location']).toBe('/login?schulkonto=login.gesperrt');
      await testApp.dataSource.getRepository(Benutzer).update({ id: teacher.id }, { ist_gesperrt: false });
    });

    it('the link step needs a sign-in with the provider first, and a known code', async () => {
      const noLink = await request(server())
        .post('/api/schulkonto/verknuepfen')
        .send({ anmeldecode: testApp.logins.pupil1 })
        .expect(400);
      expect(noLink.body.message).toBe('Bitte melde dich zuerst mit deinem Schulkonto an.');
      const wrong = await expectStatus(linkedSignIn('schule-a', 'falsch-1', 'FALSCH-CODE'), 401);
      expect(wrong.body.error).toBe('login.unbekannterCode');
    });
  });

  describe('logout', () => {
    const abmelden = (cookies: string) =>
      request(server()).post('/api/schulkonto/abmelden').set('Host', HOST).set('Cookie', cookies);

    it("ends our session and signs the pupil out at the school's provider too (RP-initiated logout)", async () => {
      const jar: ProviderJar = new Map();
      const linked = await expectStatus(
        linkedSignIn('schule-a', 'abmelde-1', testApp.logins.pupil3, jar),
        200,
      );
      const cookies: [string, string] = [
        cookie(linked.headers, 'ls_session'),
        cookie(linked.headers, 'ls_schulkonto_abmelden'),
      ];
      expect(cookies[1]).not.toContain('.'); // sealed, not the ID token (a JWT) itself
      // The provider remembers the pupil: a second sign-in shows no login form.
      const prompts: string[] = [];
      await signIn('schule-a', 'abmelde-1', undefined, jar, prompts);
      expect(prompts).not.toContain('login');

      const offered = await abmelden(cookies.join('; ')).expect(200);
      const adresse = new URL(offered.body.adresse as string);
      expect(`${adresse.origin}${adresse.pathname}`).toBe(`${dienst.issuer}/session/end`);
      expect(adresse.searchParams.get('client_id')).toBe('lernstapel-a');
      expect(adresse.searchParams.get('post_logout_redirect_uri')).toBe(ABMELDE_ADRESSE);
      expect(adresse.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
      expect(setCookies(offered.headers).some((line) => line.startsWith('ls_schulkonto_abmelden=;'))).toBe(
        true,
      );
      await request(server()).delete('/api/session').set('Cookie', cookies[0]).expect(204);
      expect((await request(server()).get('/api/session').set('Cookie', cookies[0])).status).toBe(401);

      // At the provider: its 'sign out?' form, then back to our login page; its session is gone.
      expect((await signOutAtProvider(adresse.href, jar)).href).toBe(ABMELDE_ADRESSE);
      const afterwards: string[] = [];
      await signIn('schule-a', 'abmelde-1', undefined, jar, afterwards);
      expect(afterwards).toContain('login');
    });

    it('offers no provider logout to a session signed in with the login code, even with an old school-account cookie', async () => {
      const linked = await expectStatus(linkedSignIn('schule-a', 'abmelde-2', testApp.logins.pupil3), 200);
      const alt = cookie(linked.headers, 'ls_schulkonto_abmelden');
      const codeSession = await sessionCookieFor(testApp, testApp.logins.pupil3);
      const answered = await abmelden(`${codeSession}; ${alt}`).expect(200);
      expect(answered.body).toEqual({ adresse: null });
      expect((await abmelden('').expect(401)).body.message).toBeDefined();
    });

    it("offers no provider logout when the school's provider has none (no end_session_endpoint)", async () => {
      const ohne = await startSchulAnmeldedienst([CLIENT_B], {}, { abmeldung: false });
      try {
        await expectStatus(
          configure(other.schuleId, other.teacher.code, CLIENT_B, 'schule-b', ohne.issuer),
          200,
        );
        const { back, vorgang } = await signIn('schule-b', 'ohne-1');
        const answered = await answer(back, vorgang).expect(303);
        const linked = await request(server())
          .post('/api/schulkonto/verknuepfen')
          .set('Host', HOST)
          .set('Cookie', cookie(answered.headers, 'ls_schulkonto_verknuepfen'))
          .send({ anmeldecode: other.teacher.code })
          .expect(200);
        const cookies = [
          cookie(linked.headers, 'ls_session'),
          cookie(linked.headers, 'ls_schulkonto_abmelden'),
        ];
        expect((await abmelden(cookies.join('; ')).expect(200)).body).toEqual({ adresse: null });
      } finally {
        await ohne.close();
      }
    });
  });
});

/** The link step takes a login code, so the login limits count its failures like any login's. */
describe('/api/schulkonto/verknuepfen under the login limits', () => {
  let testApp: TestApp;
  afterAll(async () => {
    await testApp.close();
  });

  it('past the room of an address even a correct code is refused with 429', async () => {
    testApp = await createTestApp({
      schulkontoSchluessel: SCHLUESSEL,
      trustProxy: 1,
      loginRateLimit: { perClient: 3, earnedPerUser: 0, maxWaitMs: 0 },
    });
    const link = (code: string) =>
      request(testApp.server)
        .post('/api/schulkonto/verknuepfen')
        .set('X-Forwarded-For', '10.28.0.1')
        .send({ anmeldecode: code });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await link('FALSCH')).status).toBe(401);
    const refused = await link(testApp.logins.pupil1);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
