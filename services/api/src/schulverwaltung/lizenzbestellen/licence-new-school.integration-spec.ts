import request from 'supertest';
import { IsNull } from 'typeorm';
import type {
  ApiErrorBody,
  LizenzFuerNeueSchuleRequest,
  MeldungResponse,
  SchulDaten,
  SessionResponse,
} from '@lernstapel/contracts';
import { LOGIN_CODE_ALPHABET } from '@lernstapel/rules';
import { randomLoginCode } from '../../bootstrap/demo-logins';
import { Mailausgang } from '../../mail/entities/mailausgang.entity';
import { Lizenzbestellung } from '../../schulen/entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from '../../schulen/entities/schul-ansprechpartner.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { KLASSEN_CODE_LENGTH } from '../../benutzer/unique-login-code';

const YEAR = new Date().getFullYear();
const PATH = `/api/schulen/lizenzbestellen/neueschule/${YEAR}`;

/** Every school field the individual fills in (contract LizenzFuerNeueSchuleRequest). */
const SCHULE: LizenzFuerNeueSchuleRequest['schule'] = {
  name1: 'Schule Sonnenberg',
  name2: 'Primarstufe',
  anschrift1: 'Sonnenweg 3',
  anschrift2: 'Haus B',
  land: 'DE',
  plz: '79100',
  ort: 'Freiburg',
  telefon1: '0761 123 45',
  email1: 'info@sonnenberg.example',
  telefon2: '0761 123 46',
  email2: 'sekretariat@sonnenberg.example',
  rechnungsanschrift1: 'Schulamt, Postfach 12',
  rechnungsanschrift2: 'z. H. Buchhaltung',
  rechnungsplz: '79098',
  rechnungsort: 'Freiburg im Breisgau',
  rechnungsland: 'DE',
  hauspost_domainname: 'sonnenberg.example',
};

interface Individual {
  id: number;
  code: string;
  cookie: string;
}

/**
 * An individually registered teacher (no school, no flags). With `klassenCode` they have a class of
 * `schueler` pupils without a school (plus one pupil of the same code in a school, who must stay).
 */
async function addIndividual(
  testApp: TestApp,
  name: string,
  klassenCode: string | null = null,
  schueler = 0,
): Promise<Individual> {
  const repo = testApp.dataSource.getRepository(Benutzer);
  const person = await repo.save(
    repo.create({
      benutzername: name,
      namevoll: `Eva ${name}`,
      email: `${name}@privat.example`,
      anmeldecode: randomLoginCode(),
      schule_id: null,
      klassen_code: klassenCode,
      kann_stapel_veroeffentlichen: true,
    }),
  );
  for (let index = 0; index < schueler; index++) {
    await repo.save(
      repo.create({
        benutzername: `${name}-s${index}`,
        namevoll: `Schüler ${index}`,
        anmeldecode: randomLoginCode(),
        schule_id: null,
        klassen_code: klassenCode,
        ist_schueler: true,
        create_user_id: person.id,
      }),
    );
  }
  return {
    id: person.id,
    code: person.anmeldecode,
    cookie: await sessionCookieFor(testApp, person.anmeldecode),
  };
}

/** What a refused order must leave alone. */
async function snapshot(testApp: TestApp) {
  const ds = testApp.dataSource;
  return {
    schulen: await ds.getRepository(Schule).count(),
    ohneSchule: await ds.getRepository(Benutzer).countBy({ schule_id: IsNull() }),
    benutzer: await ds.getRepository(Benutzer).count(),
    bestellungen: await ds.getRepository(Lizenzbestellung).count(),
    ansprechpartner: await ds.getRepository(SchulAnsprechpartner).count(),
    mails: await ds.getRepository(Mailausgang).count(),
    admins: await ds.getRepository(Benutzer).countBy({ kann_schuldaten_bearbeiten: true }),
  };
}

function order(testApp: TestApp, cookie: string | null, body: object, path = PATH) {
  const call = request(testApp.server).post(path);
  return (cookie ? call.set('Cookie', cookie) : call).send(body);
}

/** 01 §6: an individual person orders a licence for a school; the order creates the school. */
describe('POST /api/schulen/lizenzbestellen/neueschule/{year}', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('creates the school, attaches the person with both flags, moves their pupils and mails the order', async () => {
    const eva = await addIndividual(testApp, 'evaklasse', 'EVA-1', 2);
    // Same class code but already in a school: not the individual's pupil, stays where it is.
    const fremd = await testApp.dataSource.getRepository(Benutzer).save({
      benutzername: 'fremd',
      namevoll: 'Fremder Schüler',
      anmeldecode: randomLoginCode(),
      schule_id: (await testApp.dataSource.getRepository(Schule).findOneByOrFail({})).id,
      klassen_code: 'EVA-1',
      ist_schueler: true,
    });
    const vorher = await snapshot(testApp);

    const response = await order(testApp, eva.cookie, {
      bedingungen_akzeptiert: true,
      schule: SCHULE,
    }).expect(200);
    expect((response.body as MeldungResponse).message).toBe(
      `Vielen Dank! Die Schule «Schule Sonnenberg» ist erfasst und die Schul-Lizenz für das Jahr ${YEAR} bestellt. Die Rechnung über 300.00 EUR folgt in den nächsten Tagen. Du kannst jetzt die Schuldaten bearbeiten und Lehrpersonen erfassen.`,
    );

    const ds = testApp.dataSource;
    const schule = await ds.getRepository(Schule).findOneByOrFail({ name1: 'Schule Sonnenberg' });
    expect(schule).toMatchObject({ ...SCHULE, lizenz_jahr: null });
    const person = await ds.getRepository(Benutzer).findOneByOrFail({ id: eva.id });
    expect(person).toMatchObject({
      schule_id: schule.id,
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
      ist_schule_ansprechpartner: true,
      klassen_code: 'EVA-1',
      ist_schueler: false,
    });
    expect(await ds.getRepository(SchulAnsprechpartner).findBy({ schule_id: schule.id })).toEqual([
      expect.objectContaining({
        benutzer_id: eva.id,
        namevoll: 'Eva evaklasse',
        email: 'evaklasse@privat.example',
      }),
    ]);
    const schueler = await ds.getRepository(Benutzer).findBy({ klassen_code: 'EVA-1', ist_schueler: true });
    expect(schueler.filter((row) => row.id !== fremd.id).map((row) => row.schule_id)).toEqual([
      schule.id,
      schule.id,
    ]);
    expect(schueler.find((row) => row.id === fremd.id)?.schule_id).toBe(fremd.schule_id);
    expect(await ds.getRepository(Lizenzbestellung).findBy({ schule_id: schule.id })).toEqual([
      expect.objectContaining({ jahr: YEAR, betrag: 300, bestellt_von_benutzer_id: eva.id }),
    ]);
    const mails = await ds.getRepository(Mailausgang).find({ order: { id: 'DESC' }, take: 1 });
    expect(mails[0]?.empfaenger).toBe('lizenz@lernstapel.example');
    expect(mails[0]?.betreff).toBe(`Lizenzbestellung ${YEAR}: Schule Sonnenberg`);
    expect(mails[0]?.text).toContain(`Die Schule «Schule Sonnenberg» (Nr. ${schule.id})`);
    expect(mails[0]?.text).toContain('Schulamt, Postfach 12');
    expect(mails[0]?.text).toContain('79098 Freiburg im Breisgau');
    expect(mails[0]?.text).toContain('Telefon: 0761 123 45');
    expect(mails[0]?.text).toContain('Bestellt von: Eva evaklasse (evaklasse@privat.example)');
    const nachher = await snapshot(testApp);
    expect(nachher).toMatchObject({
      schulen: vorher.schulen + 1,
      ohneSchule: vorher.ohneSchule - 3,
      benutzer: vorher.benutzer,
      bestellungen: vorher.bestellungen + 1,
      ansprechpartner: vorher.ansprechpartner + 1,
      mails: vorher.mails + 1,
    });

    // The session user is read per request: the same session now has the school and both flags.
    const session = await request(testApp.server).get('/api/session').set('Cookie', eva.cookie).expect(200);
    expect((session.body as SessionResponse).user).toMatchObject({
      schule_id: schule.id,
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
    });
    const eigene = await request(testApp.server)
      .get('/api/schulen/eigene')
      .set('Cookie', eva.cookie)
      .expect(200);
    expect(eigene.body as SchulDaten).toMatchObject({
      name1: 'Schule Sonnenberg',
      lizenz_jahr: null,
      schule_ansprechpartner: [expect.objectContaining({ namevoll: 'Eva evaklasse' })],
    });
    // From now on the normal order path applies (the same order again is refused: placed once), and
    // the new-school path refuses.
    const nochmals = await order(
      testApp,
      eva.cookie,
      { bedingungen_akzeptiert: true },
      `/api/schulen/lizenzbestellen/${schule.id}/${YEAR}`,
    ).expect(409);
    expect((nochmals.body as ApiErrorBody).error).toBe('verwaltung.lizenzBereitsBestellt');
    expect(await ds.getRepository(Lizenzbestellung).countBy({ schule_id: schule.id })).toBe(1);
    const again = await order(testApp, eva.cookie, { bedingungen_akzeptiert: true, schule: SCHULE }).expect(
      403,
    );
    expect((again.body as ApiErrorBody).error).toBe('verwaltung.schonSchule');
  });

  it("gives a person without a class a class code of their own, like a registered school's first teacher", async () => {
    const ohne = await addIndividual(testApp, 'ohneklasse');
    await order(testApp, ohne.cookie, {
      bedingungen_akzeptiert: true,
      schule: { ...SCHULE, name1: 'Schule Ohne Klasse' },
    }).expect(200);
    const person = await testApp.dataSource.getRepository(Benutzer).findOneByOrFail({ id: ohne.id });
    expect(person.klassen_code).toMatch(new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${KLASSEN_CODE_LENGTH}}$`));
  });

  it('answers the whole red list (01 §5) and changes nothing', async () => {
    const eva = await addIndividual(testApp, 'rot');
    const vorher = await snapshot(testApp);
    const response = await order(testApp, eva.cookie, {
      bedingungen_akzeptiert: false,
      schule: { name1: 'Nur ein Name', land: 'CH', telefon1: '  ', rechnungsort: null },
    }).expect(400);
    const error = response.body as ApiErrorBody;
    expect(error.message).toBe('Telefon 1 fehlt');
    expect(error.details).toEqual([
      'Telefon 1 fehlt',
      'Rechnungsanschrift 1 fehlt',
      'Postleitzahl fehlt',
      'Ort fehlt',
      'Bitte akzeptiere die Lizenzbedingungen.',
    ]);
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it('needs the accepted terms and changes nothing without them', async () => {
    const eva = await addIndividual(testApp, 'bedingungen');
    const vorher = await snapshot(testApp);
    const response = await order(testApp, eva.cookie, {
      bedingungen_akzeptiert: false,
      schule: SCHULE,
    }).expect(400);
    expect((response.body as ApiErrorBody).message).toBe('Bitte akzeptiere die Lizenzbedingungen.');
    expect((response.body as ApiErrorBody).details).toEqual(['Bitte akzeptiere die Lizenzbedingungen.']);
    await order(testApp, eva.cookie, { schule: SCHULE }).expect(400);
    await order(testApp, eva.cookie, { bedingungen_akzeptiert: true }).expect(400);
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it.each<[string, Partial<LizenzFuerNeueSchuleRequest['schule']>, string]>([
    [
      'a postal code of 11 characters',
      { plz: '12345678901' },
      'Die Postleitzahl darf höchstens 10 Zeichen lang sein.',
    ],
    ['an unknown country', { land: 'FR' as never }, 'Bitte wähle Deutschland, Schweiz oder Österreich.'],
    ['an empty school name', { name1: '   ' }, 'Bitte gib den Namen der Schule ein.'],
    ['a malformed e-mail', { email1: 'keine-adresse' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
  ])('refuses %s with a German 400 and changes nothing', async (_what, change, text) => {
    const eva = await addIndividual(testApp, `feld${Object.keys(change)[0] ?? ''}`);
    const vorher = await snapshot(testApp);
    const response = await order(testApp, eva.cookie, {
      bedingungen_akzeptiert: true,
      schule: { ...SCHULE, ...change },
    }).expect(400);
    const error = response.body as ApiErrorBody;
    expect(error.message).toBe(text);
    expect(error.details).toEqual([text]);
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it('refuses unknown fields (contacts, licence year, id) with a German 400', async () => {
    const eva = await addIndividual(testApp, 'unbekannt');
    const vorher = await snapshot(testApp);
    for (const extra of [{ lizenz_jahr: YEAR }, { id: 3 }, { schule_ansprechpartner: [] }]) {
      await order(testApp, eva.cookie, {
        bedingungen_akzeptiert: true,
        schule: { ...SCHULE, ...extra },
      }).expect(400);
    }
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it.each([YEAR - 1, YEAR + 2])('refuses the year %i (only the current or the next one)', async (jahr) => {
    const eva = await addIndividual(testApp, `jahr${jahr}`);
    const vorher = await snapshot(testApp);
    const response = await order(
      testApp,
      eva.cookie,
      { bedingungen_akzeptiert: true, schule: SCHULE },
      `/api/schulen/lizenzbestellen/neueschule/${jahr}`,
    ).expect(400);
    expect((response.body as ApiErrorBody).error).toBe('verwaltung.lizenzJahrUngueltig');
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it('refuses a teacher who already has a school (403) and changes nothing', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const vorher = await snapshot(testApp);
    const response = await order(testApp, cookie, { bedingungen_akzeptiert: true, schule: SCHULE }).expect(
      403,
    );
    expect((response.body as ApiErrorBody).error).toBe('verwaltung.schonSchule');
    expect((response.body as ApiErrorBody).message).toBe(
      'Du gehörst bereits zu einer Schule. Die Lizenz bestellst du dort unter «Schuldaten».',
    );
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it.each(['pupil1', 'mainAdmin'] as const)('refuses the %s (403) and changes nothing', async (role) => {
    const cookie = await sessionCookieFor(testApp, testApp.logins[role]);
    const vorher = await snapshot(testApp);
    await order(testApp, cookie, { bedingungen_akzeptiert: true, schule: SCHULE }).expect(403);
    expect(await snapshot(testApp)).toEqual(vorher);
  });

  it('needs a session (401)', async () => {
    const vorher = await snapshot(testApp);
    await order(testApp, null, { bedingungen_akzeptiert: true, schule: SCHULE }).expect(401);
    expect(await snapshot(testApp)).toEqual(vorher);
  });
});

describe('POST /api/schulen/lizenzbestellen/neueschule/{year} with a failing mail server', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Port 1 on the loopback interface: the connection is refused at once.
    testApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 503 and leaves nothing of the order: person and pupils without a school again', async () => {
    const eva = await addIndividual(testApp, 'ohnemail', 'MAIL-1', 2);
    const ds = testApp.dataSource;
    const vorherPersonen = await ds.getRepository(Benutzer).find({ order: { id: 'ASC' } });
    const vorher = await snapshot(testApp);
    const response = await order(testApp, eva.cookie, {
      bedingungen_akzeptiert: true,
      schule: SCHULE,
    }).expect(503);
    expect((response.body as ApiErrorBody).error).toBe('server.mail.versandFehlgeschlagen');
    expect(await ds.getRepository(Schule).existsBy({ name1: 'Schule Sonnenberg' })).toBe(false);
    const { mails: _mails, ...ohneMails } = await snapshot(testApp);
    const { mails: _vorherMails, ...vorherOhneMails } = vorher;
    expect(ohneMails).toEqual(vorherOhneMails);
    // Every user row as before (schule_id, flags, contact flag, class code).
    expect(await ds.getRepository(Benutzer).find({ order: { id: 'ASC' } })).toEqual(vorherPersonen);
    // Still an individual: the same session can try again.
    const session = await request(testApp.server).get('/api/session').set('Cookie', eva.cookie).expect(200);
    expect((session.body as SessionResponse).user).toMatchObject({
      schule_id: null,
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
    });
  });

  it('takes back the class code it gave a person without a class', async () => {
    const eva = await addIndividual(testApp, 'ohnecode');
    await order(testApp, eva.cookie, { bedingungen_akzeptiert: true, schule: SCHULE }).expect(503);
    const person = await testApp.dataSource.getRepository(Benutzer).findOneByOrFail({ id: eva.id });
    expect(person).toMatchObject({ schule_id: null, klassen_code: null, ist_schule_ansprechpartner: false });
  });
});
