import request from 'supertest';
import { t, type TextKey } from '@lernstapel/texts';
import { userByCode } from '../testing/second-school';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { signInAtProvider } from '../testing/schul-anmeldedienst';
import {
  type FehlerClient,
  startFehlerhaftenAnmeldedienst,
  type TokenFehler,
} from '../testing/schul-anmeldedienst-fehlerhaft';
import type { SchulAnmeldedienst } from '../testing/schul-anmeldedienst';

const HOST = 'lernstapel.test';
const RUECKKEHR = `http://${HOST}/api/schulkonto/rueckkehr`;
const SCHLUESSEL = 'schulkonto-test-schluessel-mit-32-zeichen!';

const client = (client_id: string, fehler?: TokenFehler): FehlerClient => ({
  client_id,
  client_secret: `geheim-${client_id}`,
  redirect_uris: [RUECKKEHR],
  fehler,
});
const RICHTIG = client('lernstapel-richtig');
const ABGELAUFEN = client('lernstapel-abgelaufen', 'abgelaufen');
const FREMDE_ZIELGRUPPE = client('lernstapel-zielgruppe', 'fremde-zielgruppe');
const FREMDER_AUSSTELLER = client('lernstapel-aussteller', 'fremder-aussteller');

/**
 * Issue 28: ID tokens a real provider (oidc-provider, in a process of its own) really issues, but
 * wrongly — expired, for another client, from another issuer — are refused with their German text,
 * and nobody is signed in. (The nonce, state and replay refusals: schulkonto.integration-spec.ts.)
 */
describe('/api/schulkonto/rueckkehr refuses faulty ID tokens of a real provider', () => {
  let testApp: TestApp;
  let dienst: SchulAnmeldedienst;
  let schuleA: number;

  beforeAll(async () => {
    dienst = await startFehlerhaftenAnmeldedienst([
      RICHTIG,
      ABGELAUFEN,
      FREMDE_ZIELGRUPPE,
      FREMDER_AUSSTELLER,
    ]);
    testApp = await createTestApp({ schulkontoSchluessel: SCHLUESSEL });
    schuleA = (await userByCode(testApp.dataSource, testApp.logins.teacherAdmin)).schule_id ?? 0;
  });
  afterAll(async () => {
    await testApp.close();
    await dienst.close();
  });

  /** The school's provider with this client, a sign-in at the provider, and our answer to its redirect. */
  async function signInWith(eintrag: FehlerClient, login: string) {
    const admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    await request(testApp.server)
      .put(`/api/schulkonto/anbieter/${schuleA}`)
      .set('Host', HOST)
      .set('Cookie', admin)
      .send({
        kuerzel: 'schule-a',
        aussteller: dienst.issuer,
        client_id: eintrag.client_id,
        client_secret: eintrag.client_secret,
      })
      .expect(200);
    const started = await request(testApp.server)
      .get('/api/schulkonto/start?schule=schule-a')
      .set('Host', HOST)
      .expect(303);
    const back = await signInAtProvider(started.headers['location'] as string, login);
    const vorgang = (started.headers['set-cookie'] as unknown as string[])
      .find((line) => line.startsWith('ls_schulkonto='))
      ?.split(';')[0];
    return request(testApp.server)
      .get(`/api/schulkonto/rueckkehr${back.search}`)
      .set('Host', HOST)
      .set('Cookie', vorgang ?? '')
      .expect(303);
  }

  it('a correct ID token of the same provider goes on to the link step (the faults below are the only difference)', async () => {
    const answered = await signInWith(RICHTIG, 'richtig-1');
    expect(answered.headers['location']).toBe('/login?schulkonto=verknuepfen');
  });

  it.each([
    [
      'an expired ID token',
      ABGELAUFEN,
      'schulkonto.abgelaufen',
      'Die Anmeldung mit dem Schulkonto ist abgelaufen. Bitte melde dich erneut an.',
    ],
    [
      'an ID token for another client (wrong audience)',
      FREMDE_ZIELGRUPPE,
      'schulkonto.falscherEmpfaenger',
      'Die Anmeldung war nicht für Lernstapel bestimmt.',
    ],
    [
      'an ID token naming another issuer',
      FREMDER_AUSSTELLER,
      'schulkonto.falscherAussteller',
      'Die Antwort kam nicht vom Anmeldedienst deiner Schule.',
    ],
  ])('refuses %s in German and signs nobody in', async (_fall, eintrag, textKey, text) => {
    const answered = await signInWith(eintrag, `fehler-${eintrag.client_id}`);
    expect(answered.headers['location']).toBe(`/login?schulkonto=${textKey}`);
    const cookies = (answered.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    expect(cookies.some((line) => /^ls_session=[^;]/.test(line))).toBe(false);
    expect(cookies.some((line) => /^ls_schulkonto_verknuepfen=[^;]/.test(line))).toBe(false);
    expect(t(textKey as TextKey)).toBe(text);
  });
});
