import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import type { TestApp } from '../testing/create-test-app';
import { addDemoGroup, addDemoPupil, addFeedEntry, addIndividual } from '../benutzer/klasse-fixture';
import { EVERYONE, UNCHANGED, type Fall, type Rolle } from './user-area-access.table';
import { wettbewerbeFaelle } from './wettbewerbe-access.cases';
import { schulkontoFaelle } from './schulkonto-access.cases';

type Expected = Readonly<Record<Rolle, number>>;

/** A fresh pupil of the demo class per row, so state-changing rows never share a target. */
const fresh = async (testApp: TestApp) => ({ id: (await addDemoPupil(testApp.dataSource)).id });

/** Ids of the demo class: its teachers may; another class's or school's teacher gets 404 (not revealed). */
const BY_ID = (ok: number): Expected => ({
  pupil: 403,
  teacher: ok,
  lehrpersonenAdmin: ok,
  schuldatenAdmin: ok,
  teacherAdmin: ok,
  otherClass: 404,
  otherClassAdmin: 404,
  otherSchool: 404,
  mainAdmin: 403,
  none: 401,
});
/**
 * By class code, reading or changing (01 §6: a teacher manages their own class and its groups and
 * creates its exams; neither flag opens another class): the class's teachers only; another class's
 * teacher — administrative flags or not — gets 404 like for an unknown code.
 */
const OWN_CLASS = (ok: number): Expected => BY_ID(ok);
/**
 * The Klasse table with login codes (DEVIATIONS 2 names who may see them): the class's teachers and the
 * school's administrators (kann_lehrpersonen_bearbeiten), who manage its teachers.
 */
const WITH_CODES: Expected = { ...BY_ID(200), otherClassAdmin: 200 };
/** The school's teacher list (to share with, 01 §7): every teacher of the school. */
const SCHOOL_TEACHERS: Expected = { ...BY_ID(200), otherClass: 200, otherClassAdmin: 200 };
const PUPILS_ONLY = (ok: number): Expected => ({
  pupil: ok,
  teacher: 403,
  lehrpersonenAdmin: 403,
  schuldatenAdmin: 403,
  teacherAdmin: 403,
  otherClass: 403,
  otherClassAdmin: 403,
  otherSchool: 403,
  mainAdmin: 403,
  none: 401,
});
/** Teacher administration (kann_lehrpersonen_bearbeiten) with `ok` for the flag holders. */
const LEHRPERSONEN = (ok: number, otherSchool: number): Expected => ({
  pupil: 403,
  teacher: 403,
  lehrpersonenAdmin: ok,
  schuldatenAdmin: 403,
  teacherAdmin: ok,
  otherClass: 403,
  otherClassAdmin: ok,
  otherSchool,
  mainAdmin: 403,
  none: 401,
});
/** School data (kann_schuldaten_bearbeiten) with `ok` for the flag holders. */
const SCHULDATEN = (ok: number, otherSchool: number): Expected => ({
  pupil: 403,
  teacher: 403,
  lehrpersonenAdmin: 403,
  schuldatenAdmin: ok,
  teacherAdmin: ok,
  otherClass: 403,
  otherClassAdmin: ok,
  otherSchool,
  mainAdmin: 403,
  none: 401,
});

const klasse: [string, Fall][] = [
  [
    'GET /api/benutzer/klasse/{klassen_code}',
    {
      method: 'get',
      path: () => `/api/benutzer/klasse/${DEMO_CLASS_CODE}`,
      expected: WITH_CODES,
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzer/neuerschueler (update)',
    {
      method: 'post',
      path: () => '/api/benutzer/neuerschueler',
      body: async (testApp) => ({ ...(await fresh(testApp)), benutzername: 'umbenannt' }),
      expected: BY_ID(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'POST /api/benutzer/sperren',
    {
      method: 'post',
      path: () => '/api/benutzer/sperren',
      body: async (testApp) => ({ ...(await fresh(testApp)), ist_gesperrt: true }),
      expected: BY_ID(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'POST /api/benutzer/neueranmeldecode',
    {
      method: 'post',
      path: () => '/api/benutzer/neueranmeldecode',
      body: fresh,
      expected: BY_ID(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'POST /api/benutzer/anmeldecodesenden',
    {
      method: 'post',
      path: () => '/api/benutzer/anmeldecodesenden',
      body: async (testApp) => ({
        id: (await addDemoPupil(testApp.dataSource, { email: `p${Math.random()}@example.org` })).id,
      }),
      expected: BY_ID(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'POST /api/benutzer/uploaderlaubnis',
    {
      method: 'post',
      path: () => '/api/benutzer/uploaderlaubnis',
      body: fresh,
      expected: BY_ID(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'POST /api/benutzer/removeschueler',
    {
      method: 'post',
      path: () => '/api/benutzer/removeschueler',
      body: fresh,
      expected: BY_ID(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
];

const gruppenUndAktivitaeten: [string, Fall][] = [
  [
    'GET /api/schuelergruppen/{klassen_code}',
    {
      method: 'get',
      path: () => `/api/schuelergruppen/${DEMO_CLASS_CODE}`,
      expected: OWN_CLASS(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/schuelergruppen',
    {
      method: 'post',
      path: () => '/api/schuelergruppen',
      body: async (testApp) => ({
        bezeichnung: 'Neue Gruppe',
        klassen_code: DEMO_CLASS_CODE,
        schuelerids: [(await fresh(testApp)).id],
      }),
      expected: OWN_CLASS(200),
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'POST /api/schuelergruppen/delete',
    {
      method: 'post',
      path: () => '/api/schuelergruppen/delete',
      body: async (testApp) => ({ id: (await addDemoGroup(testApp.dataSource)).id }),
      expected: BY_ID(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/schuelergruppen/meine',
    {
      method: 'get',
      path: () => '/api/schuelergruppen/meine',
      expected: PUPILS_ONLY(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzer/benutzerablenkungen',
    {
      method: 'post',
      path: () => '/api/benutzer/benutzerablenkungen',
      body: () => Promise.resolve({ art: 'blur' }),
      expected: PUPILS_ONLY(204),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/benutzer/benutzerablenkungen/{klassen_code}',
    {
      method: 'get',
      path: () => `/api/benutzer/benutzerablenkungen/${DEMO_CLASS_CODE}`,
      expected: OWN_CLASS(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'DELETE /api/benutzer/benutzerablenkungen/{id}',
    {
      method: 'delete',
      path: async (testApp) => {
        const pupil = await addDemoPupil(testApp.dataSource);
        return `/api/benutzer/benutzerablenkungen/${(await addFeedEntry(testApp.dataSource, pupil.id)).id}`;
      },
      expected: BY_ID(204),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/benutzereinstellungen',
    {
      method: 'get',
      path: () => '/api/benutzereinstellungen',
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzereinstellungen',
    {
      method: 'post',
      path: () => '/api/benutzereinstellungen',
      body: () => Promise.resolve({ tag: 'showFlashCardsSymbole', boolvalue: true }),
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
];

/** Verwaltung and Mein Konto: the requests change nothing when allowed (bad input → 400, or no change). */
const verwaltung: [string, Fall][] = [
  [
    'GET /api/benutzer/schule/{schule_id}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/benutzer/schule/${setup.schuleId}`,
      expected: SCHOOL_TEACHERS,
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzer (new teacher, blank fields)',
    {
      method: 'post',
      path: () => '/api/benutzer',
      body: () => Promise.resolve({ id: 0, namevoll: ' ', benutzername: '', email: '' }),
      expected: LEHRPERSONEN(400, 400),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzer (edit a teacher created by someone else)',
    {
      method: 'post',
      path: () => '/api/benutzer',
      body: (_testApp, setup) =>
        Promise.resolve({ id: setup.fremdId, namevoll: 'X', benutzername: 'x', email: 'x@example.org' }),
      expected: LEHRPERSONEN(403, 404),
      // 01 §6: everyone may edit themselves, so any teacher of the school reaches the ownership check.
      errors: {
        teacher: 'verwaltung.nurEigeneLehrpersonenBearbeiten',
        lehrpersonenAdmin: 'verwaltung.nurEigeneLehrpersonenBearbeiten',
        schuldatenAdmin: 'verwaltung.nurEigeneLehrpersonenBearbeiten',
        teacherAdmin: 'verwaltung.nurEigeneLehrpersonenBearbeiten',
        otherClass: 'verwaltung.nurEigeneLehrpersonenBearbeiten',
        otherClassAdmin: 'verwaltung.nurEigeneLehrpersonenBearbeiten',
      },
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzer/delete/{id} (a teacher created by someone else)',
    {
      method: 'post',
      path: (_testApp, setup) => `/api/benutzer/delete/${setup.fremdId}`,
      expected: LEHRPERSONEN(403, 404),
      errors: {
        lehrpersonenAdmin: 'verwaltung.nurEigeneLehrpersonenLoeschen',
        teacherAdmin: 'verwaltung.nurEigeneLehrpersonenLoeschen',
        otherClassAdmin: 'verwaltung.nurEigeneLehrpersonenLoeschen',
      },
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/schulen/eigene',
    {
      method: 'get',
      path: () => '/api/schulen/eigene',
      expected: SCHULDATEN(200, 200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'PUT /api/schulen/eigene (blank name1)',
    {
      method: 'put',
      path: () => '/api/schulen/eigene',
      body: () => Promise.resolve({ name1: '' }),
      expected: SCHULDATEN(400, 400),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/schulen/lizenzbestellen/{schuleId}/{year} (terms not accepted)',
    {
      method: 'post',
      path: (_testApp, setup) =>
        `/api/schulen/lizenzbestellen/${setup.schuleId}/${new Date().getFullYear() + 1}`,
      body: () => Promise.resolve({ bedingungen_akzeptiert: false }),
      expected: SCHULDATEN(400, 404),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/schulen/lizenzbestellen/neueschule/{year} (individuals only)',
    {
      method: 'post',
      path: () => `/api/schulen/lizenzbestellen/neueschule/${new Date().getFullYear()}`,
      body: () =>
        Promise.resolve({
          bedingungen_akzeptiert: true,
          schule: {
            name1: 'Neue Schule',
            land: 'CH',
            telefon1: '044 000 00 00',
            rechnungsanschrift1: 'Postfach 1',
            rechnungsplz: '8000',
            rechnungsort: 'Zürich',
          },
        }),
      // 01 §6: only an individual person (no school) may; none of the roles here is one.
      expected: EVERYONE(403),
      unchanged: UNCHANGED.always,
      errors: {
        teacher: 'verwaltung.schonSchule',
        lehrpersonenAdmin: 'verwaltung.schonSchule',
        schuldatenAdmin: 'verwaltung.schonSchule',
        teacherAdmin: 'verwaltung.schonSchule',
        otherClass: 'verwaltung.schonSchule',
        otherClassAdmin: 'verwaltung.schonSchule',
        otherSchool: 'verwaltung.schonSchule',
      },
    },
  ],
  [
    'PATCH /api/benutzer/konto (nothing to change)',
    {
      method: 'patch',
      path: () => '/api/benutzer/konto',
      body: () => Promise.resolve({}),
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/benutzer/konto/email (blank)',
    {
      method: 'post',
      path: () => '/api/benutzer/konto/email',
      body: () => Promise.resolve({ email: ' ' }),
      expected: EVERYONE(400),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    // Last row: teachers delete a fresh account of their role, never a caller of the other rows.
    'DELETE /api/benutzer/konto',
    {
      method: 'delete',
      path: () => '/api/benutzer/konto',
      expected: { ...EVERYONE(204), pupil: 403, mainAdmin: 403 },
      unchanged: UNCHANGED.whenRefused,
      freshActor: true,
    },
  ],
];

/** Lists of the caller's own id (amueller's): only amueller (teacherAdmin) may; everyone else 403. */
const OWN_LIST_OF_AMUELLER: Expected = { ...EVERYONE(403), teacherAdmin: 200 };

/**
 * The own stack and race lists, the mailbox, team stacks and hand-ins (issue 4, read side): own id
 * only; the calls change nothing.
 */
const stapelEingaenge: [string, Fall][] = [
  [
    'GET /api/unterrichtsmodule/{userId}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/unterrichtsmodule/${setup.amuellerId}`,
      expected: OWN_LIST_OF_AMUELLER,
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/wettbewerbe/benutzer/{id}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/wettbewerbe/benutzer/${setup.amuellerId}`,
      expected: OWN_LIST_OF_AMUELLER,
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/{userId}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${setup.amuellerId}`,
      expected: OWN_LIST_OF_AMUELLER,
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/unterrichtsmodule/gemeinsamestapel/{userId}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/unterrichtsmodule/gemeinsamestapel/${setup.amuellerId}`,
      expected: OWN_LIST_OF_AMUELLER,
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/stapelablage/{userId}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/stapelablage/${setup.amuellerId}`,
      expected: OWN_LIST_OF_AMUELLER,
      unchanged: UNCHANGED.always,
    },
  ],
];

/** Issue 16: the legal data is public; everyone exports themselves, teachers their class's pupils, admins anyone. */
const datenschutz: [string, Fall][] = [
  [
    'GET /api/datenschutz/angaben',
    {
      method: 'get',
      path: () => '/api/datenschutz/angaben',
      expected: { ...EVERYONE(200), none: 200 },
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/datenschutz/export',
    {
      method: 'get',
      path: () => '/api/datenschutz/export',
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    // Issue 29: Art. 17 requests of a person without a school, from the main administrator's area.
    'DELETE /api/benutzer/einzelperson/{id} (a fresh individual)',
    {
      method: 'delete',
      path: async (testApp) => `/api/benutzer/einzelperson/${(await addIndividual(testApp.dataSource)).id}`,
      expected: { ...EVERYONE(403), mainAdmin: 200 },
      unchanged: UNCHANGED.whenRefused,
    },
  ],
  [
    'GET /api/datenschutz/export/{benutzerId} (a pupil of the demo class)',
    {
      method: 'get',
      path: async (testApp) => `/api/datenschutz/export/${(await fresh(testApp)).id}`,
      expected: { ...BY_ID(200), mainAdmin: 200 },
      unchanged: UNCHANGED.always,
    },
  ],
];

/**
 * Issue 29 §2: the record of exports of other people's data, for the school's administrators (either
 * flag, their own school, whatever their class) and the main administrator; nobody else.
 */
const datenexporte: [string, Fall][] = [
  [
    'GET /api/datenschutz/exporte',
    {
      method: 'get',
      path: () => '/api/datenschutz/exporte',
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 200,
        schuldatenAdmin: 200,
        teacherAdmin: 200,
        otherClass: 403,
        otherClassAdmin: 200,
        otherSchool: 200,
        mainAdmin: 200,
        none: 401,
      },
      unchanged: UNCHANGED.always,
    },
  ],
];

/**
 * Issue 29 §3: the first name of this browser's saved login is read from its own httpOnly cookie, so
 * the route is public and names nobody else: every caller, with a session or without, gets 200 (null
 * when the browser has no saved login).
 */
const gespeicherteAnmeldung: [string, Fall][] = [
  [
    'GET /api/benutzer/gespeichert/name',
    {
      method: 'get',
      path: () => '/api/benutzer/gespeichert/name',
      expected: { ...EVERYONE(200), none: 200 },
      unchanged: UNCHANGED.always,
    },
  ],
];

/**
 * Issue 26 §1 and §4: the load balancer's checks and the metrics name nobody, so they need no session.
 * The metrics answer only local requests or METRICS_TOKEN (metrics.integration-spec.ts); these
 * callers are local.
 */
const betrieb: [string, Fall][] = [
  [
    'GET /api/health/live',
    {
      method: 'get',
      path: () => '/api/health/live',
      expected: { ...EVERYONE(200), none: 200 },
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/health/ready',
    {
      method: 'get',
      path: () => '/api/health/ready',
      expected: { ...EVERYONE(200), none: 200 },
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/metrics (from loopback)',
    {
      method: 'get',
      path: () => '/api/metrics',
      expected: { ...EVERYONE(200), none: 200 },
      unchanged: UNCHANGED.always,
    },
  ],
];

export const FAELLE: readonly [string, Fall][] = [
  ...betrieb,
  ...datenschutz,
  ...datenexporte,
  ...gespeicherteAnmeldung,
  ...klasse,
  ...gruppenUndAktivitaeten,
  ...stapelEingaenge,
  ...wettbewerbeFaelle,
  ...schulkontoFaelle,
  // Last: its final row deletes accounts.
  ...verwaltung,
];
