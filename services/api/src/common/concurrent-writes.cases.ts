import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { addDemoPupil, addFeedEntry } from '../benutzer/klasse-fixture';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { Schule } from '../schulen/entities/schule.entity';
import { SESSION_COOKIE } from '../identitaet/session-cookies';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { setCookies, type TestApp } from '../testing/create-test-app';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { addRennStapel } from '../wettbewerbe/testing/rennen-fixture';
import { PRUEFUNG_FAELLE } from '../access/pruefungen-access.cases';
import { STAPEL_FAELLE } from '../access/stapel-access.cases';
import { FAELLE as BENUTZER_FAELLE } from '../access/user-area-access.cases';
import { VorabversionSchule } from '../vorabversionen/entities/vorabversion-schule.entity';
import request from 'supertest';
import { SchulkontoAnbieter } from '../schulkonto/entities/schulkonto-anbieter.entity';
import { hashSessionToken } from '../benutzer/sitzungen/session-token';
import { ABMELDUNG_COOKIE, VERKNUEPFUNG_COOKIE } from '../schulkonto/schulkonto-cookies';
import { SchulkontoSchluessel } from '../schulkonto/schulkonto-schluessel';

/** One valid request of a user of its own on a target of its own. */
export interface Schreibanfrage {
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** JSON, a CSV file's text or an image's bytes. */
  body?: object | string | Buffer;
  /** The Cookie header (a session, or a saved login's cookie); null for a request without one. */
  cookie: string | null;
}

export type Art = 'lehrperson' | 'schueler' | 'admin' | 'einzelperson';

/** Fresh users for one request: nobody and nothing is shared with another request of the suite. */
export interface Welt {
  testApp: TestApp;
  /** A new user: a teacher of the demo class with every flag, a pupil of it, a main administrator, an individual. */
  neu(art: Art, felder?: Partial<Benutzer>): Promise<Benutzer>;
  anmelden(benutzer: Benutzer): Promise<string>;
  /** A new licensed school with a teacher holding both flags (signed in). */
  schulleitung(): Promise<{ benutzer: Benutzer; cookie: string; schuleId: number }>;
}

export interface KonkurrenzFall {
  anfrage(welt: Welt): Promise<Schreibanfrage>;
  /**
   * A create without a natural key (a new stack, a card, a feed event): each acknowledged identical
   * request adds its own rows. Otherwise 20 identical requests must change the database as one does.
   */
  jedeZaehlt?: boolean;
}

let laufnummer = 0;

export function welt(testApp: TestApp): Welt {
  const benutzer = testApp.dataSource.getRepository(Benutzer);
  const demoSchule = async () => (await benutzer.findOneByOrFail({ benutzername: 'tweber' })).schule_id;
  const neu = async (art: Art, felder: Partial<Benutzer> = {}): Promise<Benutzer> => {
    laufnummer += 1;
    const basis: Partial<Benutzer> = {
      benutzername: `gleichzeitig${laufnummer}`,
      namevoll: `Gleichzeitig ${laufnummer}`,
      anmeldecode: randomLoginCode(),
    };
    const je: Record<Art, () => Promise<Partial<Benutzer>>> = {
      lehrperson: async () => ({
        schule_id: await demoSchule(),
        klassen_code: DEMO_CLASS_CODE,
        kann_lehrpersonen_bearbeiten: true,
        kann_schuldaten_bearbeiten: true,
        kann_stapel_veroeffentlichen: true,
      }),
      schueler: async () => (await addDemoPupil(testApp.dataSource, { ...felder })) as Partial<Benutzer>,
      admin: async () => ({ ist_main_admin: true }),
      einzelperson: async () => ({}),
    };
    if (art === 'schueler') return (await je.schueler()) as Benutzer;
    return benutzer.save({ ...basis, ...(await je[art]()), ...felder });
  };
  // A session as the login stores it, without the login's round trip (POST /api/benutzer/check has its own row).
  const sitzungen = testApp.app.get(SessionsService);
  const anmelden = async (person: Benutzer) =>
    `${SESSION_COOKIE}=${await sitzungen.create(person.id, 'sitzung')}`;
  return {
    testApp,
    neu,
    anmelden,
    async schulleitung() {
      const schule = await testApp.dataSource.getRepository(Schule).save({
        name1: `Schule ${randomUUID().slice(0, 8)}`,
        ...SCHULE,
        plz: '8000',
        ort: 'Zürich',
        lizenz_jahr: new Date().getFullYear(),
      });
      const person = await neu('lehrperson', { schule_id: schule.id, klassen_code: `K-${schule.id}` });
      return { benutzer: person, cookie: await anmelden(person), schuleId: schule.id };
    },
  };
}

/** A row of the stack area's access table, called by its owner (a fresh teacher with a pupil and a colleague). */
function ausStapelTabelle(name: string, jedeZaehlt = false): KonkurrenzFall {
  const fall = STAPEL_FAELLE.find(([eintrag]) => eintrag === name)?.[1];
  if (!fall || fall.method === 'get' || fall.expected.eigentuemer >= 300)
    throw new Error(`no owner row ${name}`);
  return {
    jedeZaehlt,
    async anfrage(w) {
      const eigentuemer = await w.neu('lehrperson');
      const setup = {
        eigentuemerId: eigentuemer.id,
        pupilId: (await w.neu('schueler')).id,
        teacherSameClassId: (await w.neu('lehrperson')).id,
      };
      const { path, body } = await fall.request(w.testApp, setup);
      return { method: fall.method as 'post', path, body, cookie: await w.anmelden(eigentuemer) };
    },
  };
}

/** A row of the exam area's access table, called by the exam's teacher or, where only pupils may, its pupil. */
function ausPruefungTabelle(name: string, jedeZaehlt = false): KonkurrenzFall {
  const fall = PRUEFUNG_FAELLE.find(([eintrag]) => eintrag === name)?.[1];
  if (!fall || fall.method === 'get') throw new Error(`no row ${name}`);
  const alsLehrperson = fall.expected.lehrperson < 300;
  if (!alsLehrperson && fall.expected.pupil >= 300) throw new Error(`nobody may call ${name}`);
  return {
    jedeZaehlt,
    async anfrage(w) {
      const lehrperson = await w.neu('lehrperson');
      const pupil = await w.neu('schueler');
      const stapel = await w.testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .save({ bezeichnung: 'Prüfungsstapel', eigentuemer_id: lehrperson.id });
      const karte = await w.testApp.dataSource
        .getRepository(Unterrichtsmodulteil)
        .save({ unterrichtsmodule_id: stapel.id, autor_id: lehrperson.id, frage: 'F', antwort1: 'A' });
      const setup = {
        lehrpersonId: lehrperson.id,
        pupilId: pupil.id,
        stapelId: stapel.id,
        karteId: karte.id,
      };
      const { path, body } = await fall.request(w.testApp, setup);
      const cookie = await w.anmelden(alsLehrperson ? lehrperson : pupil);
      return { method: fall.method as 'post', path, body, cookie };
    },
  };
}

/** A row of the user area's access table (fresh pupils of the demo class as targets), by a teacher or a pupil. */
function ausBenutzerTabelle(name: string, jedeZaehlt = false): KonkurrenzFall {
  const fall = BENUTZER_FAELLE.find(([eintrag]) => eintrag === name)?.[1];
  if (!fall || fall.method === 'get') throw new Error(`no row ${name}`);
  const alsLehrperson = fall.expected.teacherAdmin < 300;
  if (!alsLehrperson && fall.expected.pupil >= 300) throw new Error(`nobody may call ${name}`);
  return {
    jedeZaehlt,
    async anfrage(w) {
      const setup = { schuleId: 0, amuellerId: 0, fremdId: 0 };
      const person = await w.neu(alsLehrperson ? 'lehrperson' : 'schueler');
      return {
        method: fall.method as 'post',
        path: await fall.path(w.testApp, setup),
        body: fall.body ? await fall.body(w.testApp, setup) : undefined,
        cookie: await w.anmelden(person),
      };
    },
  };
}

/** A fresh teacher's own request: `bauen` gets the teacher and answers path and body. */
function alsLehrperson(
  bauen: (w: Welt, lehrperson: Benutzer) => Promise<Omit<Schreibanfrage, 'cookie'>>,
  jedeZaehlt = false,
): KonkurrenzFall {
  return {
    jedeZaehlt,
    async anfrage(w) {
      const lehrperson = await w.neu('lehrperson');
      return { ...(await bauen(w, lehrperson)), cookie: await w.anmelden(lehrperson) };
    },
  };
}

/** A race of a fresh teacher with a fresh pupil (confirmed), running when `gestartet`; called by `wer`. */
function rennFall(
  pfad: string,
  wer: 'starter' | 'schueler',
  { gestartet = false, body }: { gestartet?: boolean; body?: object } = {},
): KonkurrenzFall {
  return {
    async anfrage(w) {
      const starter = await w.neu('lehrperson');
      const pupil = await w.neu('schueler');
      const stapel = await addRennStapel(w.testApp.dataSource, starter.id, 2);
      const wettbewerb = await w.testApp.dataSource.getRepository(Wettbewerb).save({
        unterrichtsmodul_id: stapel,
        modultitel: 'Gleichzeitig',
        start_benutzer_id: starter.id,
        schule_id: starter.schule_id,
        ist_gestartet: gestartet,
      });
      await w.testApp.dataSource.getRepository(SchuelerImWettbewerb).insert([
        { wettbewerb_id: wettbewerb.id, benutzer_id: starter.id, start_nr: 0, einladung_angenommen: true },
        { wettbewerb_id: wettbewerb.id, benutzer_id: pupil.id, start_nr: 1, einladung_angenommen: true },
      ]);
      return {
        method: 'post',
        path: `/api/wettbewerbe/${wettbewerb.id}${pfad}`,
        body,
        cookie: await w.anmelden(wer === 'starter' ? starter : pupil),
      };
    },
  };
}

/** The ls_merken cookie of a login with "angemeldet bleiben". */
async function gespeicherteAnmeldung(w: Welt): Promise<string> {
  const person = await w.neu('lehrperson');
  const response = await request(w.testApp.server)
    .post('/api/benutzer/check')
    .send({ anmeldecode: person.anmeldecode, merken: true })
    .expect(200);
  const cookie = setCookies(response.headers).find((wert) => wert.startsWith('ls_merken='));
  if (!cookie) throw new Error('login set no ls_merken cookie');
  return cookie.split(';')[0] ?? '';
}

const JAHR = new Date().getFullYear();
const SCHULE = {
  land: 'CH',
  telefon1: '044 000 00 00',
  rechnungsanschrift1: 'Postfach 1',
  rechnungsplz: '8000',
  rechnungsort: 'Zürich',
};
let png: Promise<Buffer> | undefined;
const bild = () =>
  (png ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
    .png()
    .toBuffer());

/** Issue 28: the suite's app has SCHULKONTO_SCHLUESSEL = this, so a test can seal a link cookie. */
export const KONKURRENZ_SCHULKONTO_SCHLUESSEL = 'gleichzeitig-schulkonto-schluessel-32-zeichen';

const SCHULKONTO_FAELLE: Readonly<Record<string, KonkurrenzFall>> = {
  'PUT /api/schulkonto/anbieter/{schuleId}': {
    async anfrage(w) {
      const { cookie, schuleId } = await w.schulleitung();
      const body = {
        kuerzel: `s-${randomUUID().slice(0, 8)}`,
        aussteller: 'https://anmeldung.example',
        client_id: 'lernstapel',
        client_secret: 'geheim',
        // Pupil accounts on first sign-in in the school's own class (its teacher's class code).
        rollen_claim: 'rolle',
        schueler_klassen_code: `K-${schuleId}`,
      };
      return { method: 'put', path: `/api/schulkonto/anbieter/${schuleId}`, body, cookie };
    },
  },
  'DELETE /api/schulkonto/anbieter/{schuleId}': {
    async anfrage(w) {
      const { cookie, schuleId } = await w.schulleitung();
      await w.testApp.dataSource.getRepository(SchulkontoAnbieter).insert({
        schule_id: schuleId,
        schulkuerzel: `s-${randomUUID().slice(0, 8)}`,
        aussteller: 'https://anmeldung.example',
        client_id: 'lernstapel',
        client_secret_verschluesselt: 'versiegelt',
      });
      return { method: 'delete', path: `/api/schulkonto/anbieter/${schuleId}`, cookie };
    },
  },
  // After the provider's answer: the sealed link cookie of a school account of the pupil's school.
  'POST /api/schulkonto/verknuepfen': {
    async anfrage(w) {
      const pupil = await w.neu('schueler');
      const identitaet = {
        schule: pupil.schule_id,
        aussteller: 'https://anmeldung.example',
        subjekt: randomUUID(),
        rolle: null,
        idToken: 'kopf.inhalt.signatur',
        bis: Date.now() + 10 * 60 * 1000,
      };
      const sealed = new SchulkontoSchluessel(KONKURRENZ_SCHULKONTO_SCHLUESSEL).seal(
        'verknuepfung',
        JSON.stringify(identitaet),
      );
      return {
        method: 'post',
        path: '/api/schulkonto/verknuepfen',
        body: { anmeldecode: pupil.anmeldecode },
        cookie: `${VERKNUEPFUNG_COOKIE}=${sealed}`,
      };
    },
  },
  // A session signed in through the school account (its sealed logout cookie); the school has no provider.
  'POST /api/schulkonto/abmelden': {
    async anfrage(w) {
      const pupil = await w.neu('schueler');
      const session = await w.anmelden(pupil);
      const abmeldung = new SchulkontoSchluessel(KONKURRENZ_SCHULKONTO_SCHLUESSEL).seal(
        'abmeldung',
        JSON.stringify({
          schule: pupil.schule_id,
          idToken: 'kopf.inhalt.signatur',
          sitzung: hashSessionToken(session.slice(SESSION_COOKIE.length + 1)),
        }),
      );
      return {
        method: 'post',
        path: '/api/schulkonto/abmelden',
        cookie: `${session}; ${ABMELDUNG_COOKIE}=${abmeldung}`,
      };
    },
  },
};

/**
 * Issue 22 §3: for every state-changing route of the app, how user i makes a valid request on a
 * target of their own. The suite fails for a route without a row, so a new route gets one.
 */
export const KONKURRENZ_FAELLE: Readonly<Record<string, KonkurrenzFall>> = {
  // Session
  'POST /api/benutzer/check': {
    async anfrage(w) {
      return {
        method: 'post',
        path: '/api/benutzer/check',
        body: { anmeldecode: (await w.neu('schueler')).anmeldecode },
        cookie: null,
      };
    },
  },
  'DELETE /api/session': {
    async anfrage(w) {
      return { method: 'delete', path: '/api/session', cookie: await w.anmelden(await w.neu('lehrperson')) };
    },
  },
  'POST /api/benutzer/gespeichert': {
    async anfrage(w) {
      return { method: 'post', path: '/api/benutzer/gespeichert', cookie: await gespeicherteAnmeldung(w) };
    },
  },
  'DELETE /api/benutzer/gespeichert': {
    async anfrage(w) {
      return { method: 'delete', path: '/api/benutzer/gespeichert', cookie: await gespeicherteAnmeldung(w) };
    },
  },
  'POST /api/benutzer/registrieren': {
    async anfrage() {
      const name = randomUUID().slice(0, 8);
      return {
        method: 'post',
        path: '/api/benutzer/registrieren',
        body: {
          art: 'schule',
          namevoll: `Neu ${name}`,
          benutzername: `neu${name}`,
          email: `${name}@schule.example`,
          schulName1: `Schule ${name}`,
          schulStrasse: 'Weg 1',
          schulPLZ: '8000',
          schulOrt: 'Zürich',
        },
        cookie: null,
      };
    },
  },
  // Each request mails the code again (the mail limit bounds them, not a key): anonymous, no request id.
  'POST /api/benutzer/anmeldecodevergessen': {
    jedeZaehlt: true,
    async anfrage(w) {
      const person = await w.neu('lehrperson', { email: `${randomUUID().slice(0, 8)}@schule.example` });
      return {
        method: 'post',
        path: '/api/benutzer/anmeldecodevergessen',
        body: { email: person.email },
        cookie: null,
      };
    },
  },

  // Main administrators: schools
  // Schools may share a name: a create without a natural key.
  'POST /api/schulen': {
    jedeZaehlt: true,
    async anfrage(w) {
      return {
        method: 'post',
        path: '/api/schulen',
        body: { name1: `Schule ${randomUUID().slice(0, 8)}`, ...SCHULE, schule_ansprechpartner: [] },
        cookie: await w.anmelden(await w.neu('admin')),
      };
    },
  },
  'POST /api/schulen/delete/{id}': {
    async anfrage(w) {
      const schule = await w.testApp.dataSource
        .getRepository(Schule)
        .save({ name1: 'Weg damit', land: 'CH' });
      return {
        method: 'post',
        path: `/api/schulen/delete/${schule.id}`,
        cookie: await w.anmelden(await w.neu('admin')),
      };
    },
  },

  // Klasse, groups, activity, settings
  'POST /api/benutzer/neuerschueler': alsLehrperson(
    async () => ({
      method: 'post',
      path: '/api/benutzer/neuerschueler',
      body: { benutzername: `kind${randomUUID().slice(0, 8)}` },
    }),
    true,
  ),
  'POST /api/benutzer/sperren': ausBenutzerTabelle('POST /api/benutzer/sperren'),
  'POST /api/benutzer/neueranmeldecode': ausBenutzerTabelle('POST /api/benutzer/neueranmeldecode'),
  'POST /api/benutzer/anmeldecodesenden': ausBenutzerTabelle('POST /api/benutzer/anmeldecodesenden', true),
  'POST /api/benutzer/uploaderlaubnis': ausBenutzerTabelle('POST /api/benutzer/uploaderlaubnis'),
  'POST /api/benutzer/removeschueler': ausBenutzerTabelle('POST /api/benutzer/removeschueler'),
  // Groups may share a name (validateGroup): a create without a natural key.
  'POST /api/schuelergruppen': alsLehrperson(
    async (w) => ({
      method: 'post',
      path: '/api/schuelergruppen',
      body: {
        bezeichnung: `Gruppe ${randomUUID().slice(0, 8)}`,
        klassen_code: DEMO_CLASS_CODE,
        schuelerids: [(await w.neu('schueler')).id],
      },
    }),
    true,
  ),
  'POST /api/schuelergruppen/delete': ausBenutzerTabelle('POST /api/schuelergruppen/delete'),
  'POST /api/benutzer/benutzerablenkungen': ausBenutzerTabelle('POST /api/benutzer/benutzerablenkungen'),
  'DELETE /api/benutzer/benutzerablenkungen/{id}': alsLehrperson(async (w) => {
    const pupil = await addDemoPupil(w.testApp.dataSource);
    return {
      method: 'delete',
      path: `/api/benutzer/benutzerablenkungen/${(await addFeedEntry(w.testApp.dataSource, pupil.id)).id}`,
    };
  }),
  'POST /api/benutzereinstellungen': ausBenutzerTabelle('POST /api/benutzereinstellungen'),

  // Verwaltung, own school, licence orders, Mein Konto
  'POST /api/benutzer': alsLehrperson(async () => {
    const name = randomUUID().slice(0, 8);
    return {
      method: 'post',
      path: '/api/benutzer',
      body: {
        id: 0,
        namevoll: `Kollegin ${name}`,
        benutzername: `kollegin${name}`,
        email: `${name}@kollegium.example`,
      },
    };
  }),
  'POST /api/benutzer/delete/{id}': alsLehrperson(async (w, lehrperson) => {
    const kollege = await w.neu('lehrperson', {
      create_user_id: lehrperson.id,
      kann_lehrpersonen_bearbeiten: false,
    });
    return { method: 'post', path: `/api/benutzer/delete/${kollege.id}` };
  }),
  'PUT /api/schulen/eigene': {
    async anfrage(w) {
      const { cookie } = await w.schulleitung();
      const body = { name1: `Umbenannt ${randomUUID().slice(0, 8)}`, ...SCHULE, schule_ansprechpartner: [] };
      return { method: 'put', path: '/api/schulen/eigene', body, cookie };
    },
  },
  'POST /api/schulen/lizenzbestellen/{schuleId}/{year}': {
    async anfrage(w) {
      const { cookie, schuleId } = await w.schulleitung();
      return {
        method: 'post',
        path: `/api/schulen/lizenzbestellen/${schuleId}/${JAHR + 1}`,
        body: { bedingungen_akzeptiert: true },
        cookie,
      };
    },
  },
  'POST /api/schulen/lizenzbestellen/neueschule/{year}': {
    async anfrage(w) {
      const person = await w.neu('einzelperson', { email: `${randomUUID().slice(0, 8)}@privat.example` });
      return {
        method: 'post',
        path: `/api/schulen/lizenzbestellen/neueschule/${JAHR}`,
        body: {
          bedingungen_akzeptiert: true,
          schule: { name1: `Neue Schule ${randomUUID().slice(0, 8)}`, ...SCHULE },
        },
        cookie: await w.anmelden(person),
      };
    },
  },
  'PATCH /api/benutzer/konto': alsLehrperson(async () => ({
    method: 'patch',
    path: '/api/benutzer/konto',
    body: { namevoll: `Umbenannt ${randomUUID().slice(0, 8)}` },
  })),
  'POST /api/benutzer/konto/email': alsLehrperson(async () => ({
    method: 'post',
    path: '/api/benutzer/konto/email',
    body: { email: `${randomUUID().slice(0, 8)}@konto.example` },
  })),
  'DELETE /api/benutzer/konto': alsLehrperson(async () => ({
    method: 'delete',
    path: '/api/benutzer/konto',
  })),
  // Issue 29 §1 (Art. 17): the main administrator deletes an individual without a school.
  'DELETE /api/benutzer/einzelperson/{id}': {
    async anfrage(w) {
      const hauptadmin = await w.neu('admin');
      const einzelperson = await w.neu('einzelperson');
      return {
        method: 'delete',
        path: `/api/benutzer/einzelperson/${einzelperson.id}`,
        cookie: await w.anmelden(hauptadmin),
      };
    },
  },

  // Stacks, cards, folders, categories, hand-ins
  'POST /api/unterrichtsmodule': ausStapelTabelle('POST /api/unterrichtsmodule (create)', true),
  'POST /api/unterrichtsmodule/delete': ausStapelTabelle('POST /api/unterrichtsmodule/delete'),
  'POST /api/unterrichtsmodule/teilen': ausStapelTabelle('POST /api/unterrichtsmodule/teilen'),
  'POST /api/unterrichtsmodule/briefkasten/entfernen': ausStapelTabelle(
    'POST /api/unterrichtsmodule/briefkasten/entfernen (the recipient’s entry)',
  ),
  'POST /api/unterrichtsmodule/gemeinsamerstapel': ausStapelTabelle(
    'POST /api/unterrichtsmodule/gemeinsamerstapel',
  ),
  'POST /api/unterrichtsmodule/gemeinsamerstapel/beenden': ausStapelTabelle(
    'POST /api/unterrichtsmodule/gemeinsamerstapel/beenden',
  ),
  'POST /api/unterrichtsmodule/veroeffentlichen': ausStapelTabelle(
    'POST /api/unterrichtsmodule/veroeffentlichen',
  ),
  'POST /api/unterrichtsmodule/veroeffentlichen/zuruecknehmen': ausStapelTabelle(
    'POST /api/unterrichtsmodule/veroeffentlichen/zuruecknehmen (a published stack: readable, not theirs)',
  ),
  'POST /api/unterrichtsmodule/kopieren': ausStapelTabelle(
    'POST /api/unterrichtsmodule/kopieren (a published stack)',
    true,
  ),
  'POST /api/unterrichtsmodule/importcsv/{unterrichtsmodulid}': ausStapelTabelle(
    'POST /api/unterrichtsmodule/importcsv/{id}',
    true,
  ),
  'POST /api/anki/import/{unterrichtsmodulid}': ausStapelTabelle('POST /api/anki/import/{id}', true),
  // Issue 25 §1: reads the file, writes nothing (the burst must change no row).
  'POST /api/unterrichtsmodule/importcsv/{unterrichtsmodulid}/vorschau': ausStapelTabelle(
    'POST /api/unterrichtsmodule/importcsv/{id}/vorschau',
  ),
  'POST /api/unterrichtsmodulteile/quiz/fach': ausStapelTabelle('POST /api/unterrichtsmodulteile/quiz/fach'),
  'POST /api/unterrichtsmodulteile/quiz/zuruecksetzen': ausStapelTabelle(
    'POST /api/unterrichtsmodulteile/quiz/zuruecksetzen',
  ),
  'POST /api/stapelergebnisse': ausStapelTabelle('POST /api/stapelergebnisse'),
  'POST /api/unterrichtsmodulteile': ausStapelTabelle(
    "POST /api/unterrichtsmodulteile (a new card in the owner's stack)",
    true,
  ),
  'POST /api/unterrichtsmodulteile/delete': ausStapelTabelle('POST /api/unterrichtsmodulteile/delete'),
  'POST /api/unterrichtsmodulteile/kopieren': ausStapelTabelle(
    "POST /api/unterrichtsmodulteile/kopieren (from and into the owner's stacks)",
    true,
  ),
  'POST /api/unterrichtsmodulteile/korrektur': ausStapelTabelle('POST /api/unterrichtsmodulteile/korrektur'),
  'POST /api/ponsrequest': alsLehrperson(async () => ({
    method: 'post',
    path: '/api/ponsrequest',
    body: { sourcetext: 'Haus', languagekey: 'deen' },
  })),
  'POST /api/flashcardsthemen': ausStapelTabelle('POST /api/flashcardsthemen'),
  'POST /api/benutzerordner': ausStapelTabelle('POST /api/benutzerordner (create)'),
  'POST /api/benutzerordner/delete': ausStapelTabelle('POST /api/benutzerordner/delete'),
  'POST /api/benutzerordner/stapel': ausStapelTabelle('POST /api/benutzerordner/stapel'),
  'POST /api/stapelablage': ausStapelTabelle('POST /api/stapelablage (the reviewer opens a hand-in)'),
  'POST /api/stapelablage/einreichen': ausStapelTabelle('POST /api/stapelablage/einreichen'),
  'POST /api/uploads': alsLehrperson(
    async () => ({ method: 'post', path: '/api/uploads', body: await bild() }),
    true,
  ),

  // Exams
  'POST /api/pruefungen': ausPruefungTabelle('POST /api/pruefungen (create for the own class)', true),
  'POST /api/pruefungen/delete': ausPruefungTabelle('POST /api/pruefungen/delete'),
  'POST /api/pruefungen/id/{id}': ausPruefungTabelle('POST /api/pruefungen/id/{id} (vorbereiten)'),
  'POST /api/pruefungen/freigeben/{id}': ausPruefungTabelle('POST /api/pruefungen/freigeben/{id}'),
  'PUT /api/pruefungen/pruefungsteile/{id}': ausPruefungTabelle('PUT /api/pruefungen/pruefungsteile/{id}'),
  'POST /api/pruefungen/start/{id}': ausPruefungTabelle('POST /api/pruefungen/start/{id}'),
  'PUT /api/pruefungen/schuelerinpruefungsteilen/{id}': ausPruefungTabelle(
    'PUT /api/pruefungen/schuelerinpruefungsteilen/{id} (autosave)',
  ),
  'POST /api/pruefungen/schuelerinpruefungsteilen': ausPruefungTabelle(
    'POST /api/pruefungen/schuelerinpruefungsteilen (hand-in)',
  ),
  'POST /api/pruefungen/korrektur/{id}/{schuelerId}': ausPruefungTabelle(
    'POST /api/pruefungen/korrektur/{id}/{schuelerId}',
  ),

  // Races
  'POST /api/wettbewerbe': alsLehrperson(async (w, lehrperson) => {
    const pupil = await w.neu('schueler');
    return {
      method: 'post',
      path: '/api/wettbewerbe',
      body: {
        unterrichtsmodul_id: await addRennStapel(w.testApp.dataSource, lehrperson.id, 2),
        modus: 0,
        teilnehmer: [pupil.id],
      },
    };
  }, true),
  'POST /api/wettbewerbe/{id}/annehmen': rennFall('/annehmen', 'schueler'),
  'POST /api/wettbewerbe/{id}/starten': rennFall('/starten', 'starter'),
  'POST /api/wettbewerbe/{id}/beenden': rennFall('/beenden', 'starter', { gestartet: true }),
  'POST /api/wettbewerbe/{id}/verlassen': rennFall('/verlassen', 'schueler'),
  'POST /api/wettbewerbe/{id}/antwort': rennFall('/antwort', 'schueler', {
    gestartet: true,
    body: { position: 0, antwort: { kind: 'schriftlich', text: 'Antwort 1' } },
  }),

  // Canary releases (issue 26 §5): the suite's app runs the exams canary (vorabDatei).
  'PUT /api/vorabversionen/schulen/{id}': {
    async anfrage(w) {
      const { schuleId } = await w.schulleitung();
      return {
        method: 'put',
        path: `/api/vorabversionen/schulen/${schuleId}`,
        body: { vorab: true },
        cookie: await w.anmelden(await w.neu('admin')),
      };
    },
  },
  // A school's reports count on one row per remote and canary (past the per-user limit: 429).
  'POST /api/vorabversionen/rueckfall': {
    async anfrage(w) {
      const { schuleId, cookie } = await w.schulleitung();
      await w.testApp.dataSource
        .getRepository(VorabversionSchule)
        .insert({ schule_id: schuleId, gewaehlt_am: new Date() });
      return {
        method: 'post',
        path: '/api/vorabversionen/rueckfall',
        body: { remote: 'exams', grund: 'laden' },
        cookie,
      };
    },
  },
  ...SCHULKONTO_FAELLE,
};
