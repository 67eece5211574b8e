import request from 'supertest';
import { DEMO_CLASS_CODE } from '../database/seed/demo-data';
import { addDemoGroup, addDemoPupil, addFeedEntry } from './klasse-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';

type Rolle = 'pupil' | 'teacher' | 'teacherAdmin' | 'otherSchool' | 'mainAdmin' | 'none';
const ROLLEN: readonly Rolle[] = ['pupil', 'teacher', 'teacherAdmin', 'otherSchool', 'mainAdmin', 'none'];

interface Fall {
  method: 'get' | 'post' | 'delete';
  path: (testApp: TestApp) => Promise<string> | string;
  body?: (testApp: TestApp) => Promise<object>;
  /** pupil, teacher, teacher with both flags, teacher of another school, main admin, no session */
  expected: Readonly<Record<Rolle, number>>;
}

const fresh = async (testApp: TestApp) => ({ id: (await addDemoPupil(testApp.dataSource)).id });

/** Teachers of the class: allowed; ids of the class for another school's teacher: 404 (not revealed). */
const BY_ID = (ok: number) =>
  ({ pupil: 403, teacher: ok, teacherAdmin: ok, otherSchool: 404, mainAdmin: 403, none: 401 }) as const;
/** Paths and bodies naming the class code: another school's class is 403, as GET /klasse does. */
const BY_CLASS = {
  pupil: 403,
  teacher: 200,
  teacherAdmin: 200,
  otherSchool: 403,
  mainAdmin: 403,
  none: 401,
} as const;
const PUPILS_ONLY = (ok: number) =>
  ({ pupil: ok, teacher: 403, teacherAdmin: 403, otherSchool: 403, mainAdmin: 403, none: 401 }) as const;
const EVERYONE = {
  pupil: 200,
  teacher: 200,
  teacherAdmin: 200,
  otherSchool: 200,
  mainAdmin: 200,
  none: 401,
} as const;

const FAELLE: [string, Fall][] = [
  [
    'POST /api/benutzer/neuerschueler (update)',
    {
      method: 'post',
      path: () => '/api/benutzer/neuerschueler',
      body: async (testApp) => ({ ...(await fresh(testApp)), benutzername: 'umbenannt' }),
      expected: BY_ID(200),
    },
  ],
  [
    'POST /api/benutzer/sperren',
    {
      method: 'post',
      path: () => '/api/benutzer/sperren',
      body: async (testApp) => ({ ...(await fresh(testApp)), ist_gesperrt: true }),
      expected: BY_ID(200),
    },
  ],
  [
    'POST /api/benutzer/neueranmeldecode',
    { method: 'post', path: () => '/api/benutzer/neueranmeldecode', body: fresh, expected: BY_ID(200) },
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
    },
  ],
  [
    'POST /api/benutzer/uploaderlaubnis',
    { method: 'post', path: () => '/api/benutzer/uploaderlaubnis', body: fresh, expected: BY_ID(200) },
  ],
  [
    'POST /api/benutzer/removeschueler',
    { method: 'post', path: () => '/api/benutzer/removeschueler', body: fresh, expected: BY_ID(200) },
  ],
  [
    'GET /api/schuelergruppen/{klassen_code}',
    { method: 'get', path: () => `/api/schuelergruppen/${DEMO_CLASS_CODE}`, expected: BY_CLASS },
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
      expected: BY_CLASS,
    },
  ],
  [
    'POST /api/schuelergruppen/delete',
    {
      method: 'post',
      path: () => '/api/schuelergruppen/delete',
      body: async (testApp) => ({ id: (await addDemoGroup(testApp.dataSource)).id }),
      expected: BY_ID(200),
    },
  ],
  [
    'GET /api/schuelergruppen/meine',
    { method: 'get', path: () => '/api/schuelergruppen/meine', expected: PUPILS_ONLY(200) },
  ],
  [
    'POST /api/benutzer/benutzerablenkungen',
    {
      method: 'post',
      path: () => '/api/benutzer/benutzerablenkungen',
      body: () => Promise.resolve({ art: 'blur' }),
      expected: PUPILS_ONLY(204),
    },
  ],
  [
    'GET /api/benutzer/benutzerablenkungen/{klassen_code}',
    { method: 'get', path: () => `/api/benutzer/benutzerablenkungen/${DEMO_CLASS_CODE}`, expected: BY_CLASS },
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
    },
  ],
  [
    'GET /api/benutzereinstellungen',
    { method: 'get', path: () => '/api/benutzereinstellungen', expected: EVERYONE },
  ],
  [
    'POST /api/benutzereinstellungen',
    {
      method: 'post',
      path: () => '/api/benutzereinstellungen',
      body: () => Promise.resolve({ tag: 'showFlashCardsSymbole', boolvalue: true }),
      expected: EVERYONE,
    },
  ],
];

/** DEVIATIONS 4, issue 4 tests: every endpoint of Klasse, Gruppen, Aktivitäten and settings × role. */
describe('who may call the Klasse, group, activity and settings endpoints', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const cookies = new Map<Rolle, string | null>();

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    cookies.set('pupil', await sessionCookieFor(testApp, testApp.logins.pupil1));
    cookies.set('teacher', await sessionCookieFor(testApp, testApp.logins.teacher));
    cookies.set('teacherAdmin', await sessionCookieFor(testApp, testApp.logins.teacherAdmin));
    cookies.set('otherSchool', await sessionCookieFor(testApp, schoolB.teacher.code));
    cookies.set('mainAdmin', await sessionCookieFor(testApp, testApp.logins.mainAdmin));
    cookies.set('none', null);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const rows = FAELLE.flatMap(([name, fall]) =>
    ROLLEN.map((rolle) => [name, rolle, fall.expected[rolle], fall] as const),
  );

  it.each(rows)('%s as %s → %i', async (_name, rolle, status, fall) => {
    const path = await fall.path(testApp);
    let test = request(testApp.server)[fall.method](path);
    const cookie = cookies.get(rolle);
    if (cookie) test = test.set('Cookie', cookie);
    const response = fall.body ? await test.send(await fall.body(testApp)) : await test;
    expect(response.status).toBe(status);
    const errors: Record<number, string> = {
      401: 'fehler.nichtAngemeldet',
      403: 'fehler.keineBerechtigung',
      404: 'fehler.nichtGefunden',
    };
    if (errors[status]) expect(response.body.error).toBe(errors[status]);
  });
});
