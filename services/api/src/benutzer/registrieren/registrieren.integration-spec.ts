import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { LOGIN_CODE_ALPHABET } from '@lernstapel/rules';
import { Mailausgang } from '../../mail/entities/mailausgang.entity';
import { outboxFolder } from '../../mail/outbox-transport';
import { SchulAnsprechpartner } from '../../schulen/entities/schul-ansprechpartner.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { Benutzer } from '../entities/benutzer.entity';

const HIGH_LIMITS = { windowMs: 60_000, perClient: 1000, global: 1000 };

const SCHULE = {
  art: 'schule',
  namevoll: 'Petra Neu',
  benutzername: 'pneu',
  email: 'Petra.Neu@Neue-Schule.example ',
  schulName1: 'Neue Schule',
  schulStrasse: 'Schulweg 1',
  schulPLZ: '10115',
  schulOrt: 'Berlin',
};

const PERSON = {
  art: 'einzelperson',
  namevoll: 'Karl Einzel',
  benutzername: 'karl',
  email: 'karl@privat.example',
};

const CODE = new RegExp(`^[${LOGIN_CODE_ALPHABET}]{12}$`);

/** 01 §5 registration, DEVIATIONS 2 and 8 (code once in the answer, by mail via the outbox). */
describe('POST /api/benutzer/registrieren', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ mailRateLimit: HIGH_LIMITS });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const registrieren = (body: unknown) =>
    request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send(body as object);
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  async function counts(): Promise<
    Record<'schule' | 'benutzer' | 'ansprechpartner' | 'mails' | 'emlDateien', number>
  > {
    return {
      schule: await repo(Schule).count(),
      benutzer: await repo(Benutzer).count(),
      ansprechpartner: await repo(SchulAnsprechpartner).count(),
      mails: await repo(Mailausgang).count(),
      emlDateien: emlFiles().length,
    };
  }

  function emlFiles(): string[] {
    try {
      return readdirSync(outboxFolder(testApp.config.dataDir)).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  }

  it('as a school: school, first teacher with both admin flags, contact person, code once, mail in the outbox', async () => {
    const response = await registrieren(SCHULE).expect(201);
    expect(response.body).toEqual({
      anmeldecode: expect.stringMatching(CODE),
      benutzername: 'pneu',
      mailVersendet: true,
    });
    const code: string = response.body.anmeldecode;

    const schule = await repo(Schule).findOneOrFail({ where: { name1: 'Neue Schule' } });
    expect(schule).toMatchObject({
      anschrift1: 'Schulweg 1',
      plz: '10115',
      ort: 'Berlin',
      land: 'DE',
      email1: 'petra.neu@neue-schule.example',
    });
    const lehrperson = await repo(Benutzer).findOneOrFail({ where: { anmeldecode: code } });
    expect(lehrperson).toMatchObject({
      benutzername: 'pneu',
      namevoll: 'Petra Neu',
      email: 'petra.neu@neue-schule.example',
      schule_id: schule.id,
      ist_schueler: false,
      ist_main_admin: false,
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
      kann_stapel_veroeffentlichen: true,
      ist_schule_ansprechpartner: true,
      ist_gesperrt: false,
      create_user_id: 0,
    });
    expect(lehrperson.klassen_code).toMatch(new RegExp(`^[${LOGIN_CODE_ALPHABET}]{6}$`));
    expect(code).not.toContain(lehrperson.klassen_code ?? '');
    expect(await repo(SchulAnsprechpartner).find({ where: { schule_id: schule.id } })).toEqual([
      expect.objectContaining({
        benutzer_id: lehrperson.id,
        namevoll: 'Petra Neu',
        email: 'petra.neu@neue-schule.example',
      }),
    ]);

    const mails = await repo(Mailausgang).find({ where: { benutzer_id: lehrperson.id } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      empfaenger: 'petra.neu@neue-schule.example',
      betreff: 'Deine Registrierung bei Lernstapel',
      gesendet_am: null,
    });
    expect(mails[0]?.text).toContain('Hallo Petra Neu');
    expect(mails[0]?.text).toContain('Benutzername: pneu');
    expect(mails[0]?.text).toContain(`Anmeldecode: ${code}`);

    // The .eml file: random name (never the code), a real message with recipient and code.
    const files = emlFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).not.toContain(code);
    const eml = readFileSync(join(outboxFolder(testApp.config.dataDir), files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: petra.neu@neue-schule.example');
    expect(eml).toContain('From: Lernstapel <noreply@lernstapel.example>');
    expect(eml).toMatch(/^Subject: Deine Registrierung bei Lernstapel$/m);
    expect(eml).toContain(code);

    // The new teacher logs in with the code.
    const login = await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: code })
      .expect(200);
    expect(login.body.user).toMatchObject({ benutzername: 'pneu', land: 'DE', schule_id: schule.id });
  });

  it('as a school takes the country CH or A when given', async () => {
    await registrieren({
      ...SCHULE,
      email: 'schweiz@schule.example',
      schulName1: 'Schule CH',
      schulLand: 'CH',
    }).expect(201);
    expect((await repo(Schule).findOneOrFail({ where: { name1: 'Schule CH' } })).land).toBe('CH');
  });

  it('as an individual: a teacher without a school who may publish, no school row', async () => {
    const before = await counts();
    const response = await registrieren(PERSON).expect(201);
    const person = await repo(Benutzer).findOneOrFail({ where: { anmeldecode: response.body.anmeldecode } });
    expect(person).toMatchObject({
      benutzername: 'karl',
      schule_id: null,
      klassen_code: null,
      ist_schueler: false,
      kann_stapel_veroeffentlichen: true,
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
      create_user_id: 0,
    });
    expect(await counts()).toEqual({
      ...before,
      benutzer: before.benutzer + 1,
      mails: before.mails + 1,
      emlDateien: before.emlDateien + 1,
    });
    const mail = await repo(Mailausgang).findOneOrFail({ where: { benutzer_id: person.id } });
    expect(mail.text).toContain(response.body.anmeldecode);
  });

  describe('bad input → German 400, nothing stored', () => {
    const { schulPLZ: _plz, ...ohnePlz } = SCHULE;
    const cases: ReadonlyArray<readonly [string, unknown, string, string]> = [
      ['school without postal code', ohnePlz, 'validierung.plzFehlt', 'Bitte gib die Postleitzahl ein.'],
      [
        'postal code of 11 characters',
        { ...SCHULE, schulPLZ: '12345678901' },
        'validierung.plzZuLang',
        'Die Postleitzahl darf höchstens 10 Zeichen lang sein.',
      ],
      [
        'unknown country',
        { ...SCHULE, schulLand: 'FR' },
        'validierung.landUngueltig',
        'Bitte wähle Deutschland, Schweiz oder Österreich.',
      ],
      [
        'blank school name',
        { ...SCHULE, schulName1: '  ' },
        'validierung.schulnameFehlt',
        'Bitte gib den Namen der Schule ein.',
      ],
      [
        'malformed e-mail',
        { ...PERSON, email: 'karl@' },
        'validierung.emailUngueltig',
        'Bitte gib eine gültige E-Mail-Adresse ein.',
      ],
      [
        'blank full name',
        { ...PERSON, namevoll: ' ' },
        'validierung.namevollFehlt',
        'Bitte gib den vollständigen Namen ein.',
      ],
      [
        'missing username',
        { ...PERSON, benutzername: undefined },
        'fehler.ungueltigeEingabe',
        'Die Eingabe ist ungültig.',
      ],
      [
        'username as a number',
        { ...PERSON, benutzername: 42 },
        'fehler.ungueltigeEingabe',
        'Die Eingabe ist ungültig.',
      ],
      ['unknown kind', { ...PERSON, art: 'firma' }, 'fehler.ungueltigeEingabe', 'Die Eingabe ist ungültig.'],
      [
        'unknown field',
        { ...PERSON, ist_main_admin: true },
        'fehler.ungueltigeEingabe',
        'Die Eingabe ist ungültig.',
      ],
      ['a JSON array', [PERSON], 'fehler.ungueltigeEingabe', 'Die Eingabe ist ungültig.'],
    ];

    it.each(cases)('%s', async (_name, body, error, message) => {
      const before = await counts();
      const response = await registrieren(body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error, message });
      expect(await counts()).toEqual(before);
    });

    it('lists every rule error in the details, in German', async () => {
      const response = await registrieren({
        art: 'schule',
        namevoll: 'x',
        benutzername: 'y',
        email: 'a@b.example',
        schulPLZ: '12345678901',
        schulLand: 'XX',
      }).expect(400);
      expect(response.body.details).toEqual([
        'Bitte gib den Namen der Schule ein.',
        'Bitte gib die Strasse ein.',
        'Die Postleitzahl darf höchstens 10 Zeichen lang sein.',
        'Bitte gib den Ort ein.',
        'Bitte wähle Deutschland, Schweiz oder Österreich.',
      ]);
    });

    it('details name the field for type errors and unknown fields', async () => {
      const typ = await registrieren({ ...PERSON, email: 7 }).expect(400);
      expect(typ.body.details).toContain('Das Feld „E-Mail-Adresse“ muss ein Text sein.');
      const fremd = await registrieren({ ...PERSON, ist_main_admin: true }).expect(400);
      expect(fremd.body.details).toEqual(['Das Feld „ist_main_admin“ ist hier nicht erlaubt.']);
    });

    it('malformed JSON', async () => {
      const before = await counts();
      const response = await request(testApp.server)
        .post('/api/benutzer/registrieren')
        .set('Content-Type', 'application/json')
        .send('{"art": "schule",')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'server.anfrage.ungueltigesJson',
        message: 'Die Anfrage enthält kein gültiges JSON.',
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe('e-mail already registered → 409, nothing stored', () => {
    const BEREITS = {
      statusCode: 409,
      error: 'registrierung.emailBereitsRegistriert',
      message: 'Diese E-Mail-Adresse ist bereits registriert.',
    };

    it.each([
      ["a school's email1 (other case, blanks)", ' SEKRETARIAT@demoschule.example'],
      ["a user's e-mail", 'thomas.weber@demoschule.example'],
      ['an address registered above', 'karl@privat.example'],
    ])('%s', async (_name, email) => {
      for (const body of [
        { ...SCHULE, email },
        { ...PERSON, email },
      ]) {
        const before = await counts();
        const response = await registrieren(body).expect(409);
        expect(response.body).toEqual(BEREITS);
        expect(await counts()).toEqual(before);
      }
    });
  });
});
