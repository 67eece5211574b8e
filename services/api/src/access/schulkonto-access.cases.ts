import { EVERYONE, UNCHANGED, type Fall, type Rolle } from './user-area-access.table';

type Expected = Readonly<Record<Rolle, number>>;

/**
 * Issue 28: a school's identity provider is edited by its school administrators (kann_schuldaten_bearbeiten,
 * any class of the school) and by the main administrator; a teacher of another school gets 403.
 */
const ANBIETER = (ok: number): Expected => ({
  pupil: 403,
  teacher: 403,
  lehrpersonenAdmin: 403,
  schuldatenAdmin: ok,
  teacherAdmin: ok,
  otherClass: 403,
  otherClassAdmin: ok,
  otherSchool: 403,
  mainAdmin: ok,
  none: 401,
});

/** The sign-in routes are public: every caller, with a session or without, gets the same answer. */
const ALLE = (status: number): Expected => ({ ...EVERYONE(status), none: status });

export const schulkontoFaelle: [string, Fall][] = [
  [
    'GET /api/schulkonto/anbieter/{schuleId}',
    {
      method: 'get',
      path: (_testApp, setup) => `/api/schulkonto/anbieter/${setup.schuleId}`,
      expected: ANBIETER(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'PUT /api/schulkonto/anbieter/{schuleId} (bad short code)',
    {
      method: 'put',
      path: (_testApp, setup) => `/api/schulkonto/anbieter/${setup.schuleId}`,
      body: () =>
        Promise.resolve({
          kuerzel: 'Ä!',
          aussteller: 'https://idp.example',
          client_id: 'x',
          client_secret: 'y',
        }),
      expected: ANBIETER(400),
      unchanged: UNCHANGED.always,
      errors: {
        schuldatenAdmin: 'schulkonto.kuerzelUngueltig',
        teacherAdmin: 'schulkonto.kuerzelUngueltig',
        otherClassAdmin: 'schulkonto.kuerzelUngueltig',
        mainAdmin: 'schulkonto.kuerzelUngueltig',
      },
    },
  ],
  [
    // Pupil accounts on first sign-in only in a class of that very school (the demo school has no 'GIBTESNICHT').
    'PUT /api/schulkonto/anbieter/{schuleId} (class of another school)',
    {
      method: 'put',
      path: (_testApp, setup) => `/api/schulkonto/anbieter/${setup.schuleId}`,
      body: () =>
        Promise.resolve({
          kuerzel: 'demo-schule',
          aussteller: 'https://idp.example',
          client_id: 'x',
          client_secret: 'y',
          rollen_claim: 'rolle',
          schueler_klassen_code: 'GIBTESNICHT',
        }),
      expected: ANBIETER(400),
      unchanged: UNCHANGED.always,
      errors: {
        schuldatenAdmin: 'schulkonto.klasseNichtAnSchule',
        teacherAdmin: 'schulkonto.klasseNichtAnSchule',
        otherClassAdmin: 'schulkonto.klasseNichtAnSchule',
        mainAdmin: 'schulkonto.klasseNichtAnSchule',
      },
    },
  ],
  [
    'DELETE /api/schulkonto/anbieter/{schuleId}',
    {
      method: 'delete',
      path: (_testApp, setup) => `/api/schulkonto/anbieter/${setup.schuleId}`,
      expected: ANBIETER(204),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/schulkonto/schulen/{kuerzel} (unknown)',
    {
      method: 'get',
      path: () => '/api/schulkonto/schulen/unbekannt',
      expected: ALLE(404),
      unchanged: UNCHANGED.always,
      errors: Object.fromEntries(
        Object.keys(ALLE(404)).map((rolle) => [rolle, 'schulkonto.schuleUnbekannt']),
      ) as Partial<Record<Rolle, string>>,
    },
  ],
  [
    'GET /api/schulkonto/start (unknown school: back to /login)',
    {
      method: 'get',
      path: () => '/api/schulkonto/start?schule=unbekannt',
      expected: ALLE(303),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/schulkonto/rueckkehr (no sign-in under way: back to /login)',
    {
      method: 'get',
      path: () => '/api/schulkonto/rueckkehr?code=x&state=y',
      expected: ALLE(303),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    // Signed in with a login code: no provider to sign out of; every role may ask (pupils in an exam or race too).
    'POST /api/schulkonto/abmelden',
    {
      method: 'post',
      path: () => '/api/schulkonto/abmelden',
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'POST /api/schulkonto/verknuepfen (unknown code)',
    {
      method: 'post',
      path: () => '/api/schulkonto/verknuepfen',
      body: () => Promise.resolve({ anmeldecode: 'GIBTESNICHT' }),
      expected: ALLE(401),
      unchanged: UNCHANGED.always,
      errors: Object.fromEntries(
        Object.keys(ALLE(401)).map((rolle) => [rolle, 'login.unbekannterCode']),
      ) as Partial<Record<Rolle, string>>,
    },
  ],
];
