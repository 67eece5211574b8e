import request from 'supertest';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { ladeExport, zipDateien } from '../testing/export-zip-lesen';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { createTestApp, sessionCookieFor, setCookies, type TestApp } from '../testing/create-test-app';
import {
  signInAtProvider,
  startSchulAnmeldedienst,
  type SchulAnmeldedienst,
} from '../testing/schul-anmeldedienst';
import { SchulkontoVerknuepfung } from './entities/schulkonto-verknuepfung.entity';

const HOST = 'lernstapel.test';
const RUECKKEHR = `http://${HOST}/api/schulkonto/rueckkehr`;
const SCHLUESSEL = 'schulkonto-test-schluessel-mit-32-zeichen!';
const CLIENT = { client_id: 'lernstapel-a', client_secret: 'geheim-a', redirect_uris: [RUECKKEHR] };

function cookie(headers: Record<string, unknown>, name: string): string | undefined {
  return setCookies(headers)
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
}

/**
 * Issue 28: the school may let its provider create pupil accounts in a chosen class of its own on first
 * sign-in (off by default; only those the role claim calls pupils; the name from the claims), against
 * the real oidc-provider.
 */
describe('/api/schulkonto: pupil accounts created on first sign-in', () => {
  let testApp: TestApp;
  let dienst: SchulAnmeldedienst;
  let schuleA: number;
  let other: OtherSchool;
  const users = () => testApp.dataSource.getRepository(Benutzer);
  const links = () => testApp.dataSource.getRepository(SchulkontoVerknuepfung);

  beforeAll(async () => {
    dienst = await startSchulAnmeldedienst(
      [CLIENT],
      { 'neu-1': 'Schueler', 'neu-2': 'Schueler', 'lehrer-neu': 'Lehrer', 'ohne-name': 'Schueler' },
      {
        namen: {
          'neu-1': { given_name: 'Mia', family_name: 'Muster' },
          'neu-2': { name: 'Ben Beispiel' },
          'lehrer-neu': { given_name: 'Lea', family_name: 'Lehrerin' },
        },
      },
    );
    testApp = await createTestApp({ schulkontoSchluessel: SCHLUESSEL });
    schuleA = (await userByCode(testApp.dataSource, testApp.logins.teacherAdmin)).schule_id ?? 0;
    other = await addOtherSchool(testApp.dataSource);
  });
  afterAll(async () => {
    await testApp.close();
    await dienst.close();
  });

  async function configure(felder: { schueler_klassen_code?: string | null; rollen_claim?: string | null }) {
    const admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    return request(testApp.server)
      .put(`/api/schulkonto/anbieter/${schuleA}`)
      .set('Host', HOST)
      .set('Cookie', admin)
      .send({
        kuerzel: 'schule-a',
        aussteller: dienst.issuer,
        client_id: CLIENT.client_id,
        client_secret: CLIENT.client_secret,
        rollen_claim: 'rolle',
        ...felder,
      });
  }

  /** Start → the provider's login form as `login` → our answer to the provider's redirect. */
  async function signIn(login: string) {
    const started = await request(testApp.server)
      .get('/api/schulkonto/start?schule=schule-a')
      .set('Host', HOST)
      .expect(303);
    const back = await signInAtProvider(started.headers['location'] as string, login);
    return request(testApp.server)
      .get(`/api/schulkonto/rueckkehr${back.search}`)
      .set('Host', HOST)
      .set('Cookie', cookie(started.headers, 'ls_schulkonto') ?? '')
      .expect(303);
  }

  it('off by default: a pupil unknown to us goes to the link step and no account is created', async () => {
    const saved = await configure({});
    expect(saved.status).toBe(200);
    expect(saved.body.schueler_klassen_code).toBeNull();
    const vorher = await users().count();
    const answered = await signIn('neu-1');
    expect(answered.headers['location']).toBe('/login?schulkonto=verknuepfen');
    expect(await users().count()).toBe(vorher);
    expect(await links().countBy({ subjekt: 'neu-1' })).toBe(0);
  });

  it("only a class of the school's own, and only with the role claim, refused in German", async () => {
    const fremd = await configure({ schueler_klassen_code: other.klassenCode });
    expect(fremd.status).toBe(400);
    expect(fremd.body.message).toBe('Diese Klasse gibt es an dieser Schule nicht.');
    const ohneRolle = await configure({ schueler_klassen_code: DEMO_CLASS_CODE, rollen_claim: null });
    expect(ohneRolle.status).toBe(400);
    expect(ohneRolle.body.message).toBe(
      'Um Schülerkonten anlegen zu lassen, gib den Claim mit der Rolle an.',
    );
    const admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    const read = await request(testApp.server)
      .get(`/api/schulkonto/anbieter/${schuleA}`)
      .set('Cookie', admin)
      .expect(200);
    expect(read.body.schueler_klassen_code).toBeNull();
  });

  it('on: a pupil is created in the chosen class with the name from the claims, linked and signed in; once', async () => {
    const saved = await configure({ schueler_klassen_code: DEMO_CLASS_CODE });
    expect(saved.status).toBe(200);
    expect(saved.body.schueler_klassen_code).toBe(DEMO_CLASS_CODE);

    const answered = await signIn('neu-1');
    expect(answered.headers['location']).toBe('/user');
    const session = cookie(answered.headers, 'ls_session') ?? '';
    const signedIn = await request(testApp.server).get('/api/session').set('Cookie', session).expect(200);
    const created = await users().findOneByOrFail({ id: signedIn.body.userID as number });
    expect(created).toMatchObject({
      namevoll: 'Mia Muster',
      benutzername: 'Mia Muster',
      schule_id: schuleA,
      klassen_code: DEMO_CLASS_CODE,
      ist_schueler: true,
      ist_main_admin: false,
      kann_stapel_veroeffentlichen: false,
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
    });
    expect(await links().findOneByOrFail({ benutzer_id: created.id })).toMatchObject({
      aussteller: dienst.issuer,
      subjekt: 'neu-1',
    });
    // The next sign-in finds the link: no second account.
    const again = await signIn('neu-1');
    expect(again.headers['location']).toBe('/user');
    expect(await users().countBy({ namevoll: 'Mia Muster' })).toBe(1);

    // 'name' when there are no given/family names.
    await signIn('neu-2');
    expect(await users().findOneByOrFail({ namevoll: 'Ben Beispiel' })).toMatchObject({ ist_schueler: true });
  });

  it('never creates a teacher, nor anyone without a name: they go to the link step', async () => {
    await configure({ schueler_klassen_code: DEMO_CLASS_CODE });
    const vorher = await users().count();
    expect((await signIn('lehrer-neu')).headers['location']).toBe('/login?schulkonto=verknuepfen');
    expect((await signIn('ohne-name')).headers['location']).toBe('/login?schulkonto=verknuepfen');
    expect(await users().count()).toBe(vorher);
  });

  it("the created pupil's own data export holds the link (issuer, subject) and the name; deleting the account removes the link", async () => {
    await configure({ schueler_klassen_code: DEMO_CLASS_CODE });
    const answered = await signIn('neu-1');
    const session = cookie(answered.headers, 'ls_session') ?? '';
    const response = await ladeExport(testApp, '/api/datenschutz/export', session);
    expect(response.status).toBe(200);
    const dateien = await zipDateien(response.body as Buffer);
    const alles = [...dateien.values()].join('\n');
    expect(dateien.get('schulkonto.json')).toContain('neu-1');
    expect(dateien.get('schulkonto.json')).toContain(dienst.issuer);
    expect(alles).toContain('Mia Muster');

    // The class's teacher removes the pupil (01 §5): the link goes with the account.
    const pupil = await users().findOneByOrFail({ namevoll: 'Mia Muster' });
    const teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
    await request(testApp.server)
      .post('/api/benutzer/removeschueler')
      .set('Cookie', teacher)
      .send({ id: pupil.id })
      .expect(200);
    expect(await users().countBy({ id: pupil.id })).toBe(0);
    expect(await links().countBy({ benutzer_id: pupil.id })).toBe(0);
  });
});
