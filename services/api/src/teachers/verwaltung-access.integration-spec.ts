import request from 'supertest';
import { Benutzer } from '../users/entities/benutzer.entity';
import { Lizenzbestellung } from '../schools/entities/lizenzbestellung.entity';
import { Schule } from '../schools/entities/schule.entity';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, userByCode } from '../testing/second-school';

type Role =
  'pupil' | 'teacher' | 'lehrpersonenAdmin' | 'schuldatenAdmin' | 'otherSchool' | 'mainAdmin' | 'none';

interface Call {
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: () => string;
  body?: object;
  /** expected status per role */
  expected: Record<Role, number>;
}

/**
 * 01 §6, DEVIATIONS 4: every Verwaltung / Mein Konto endpoint × role. Requests are chosen so that an
 * allowed call changes nothing (bad input → 400, or an empty change), so the rows are independent.
 * teacher = no flags; lehrpersonenAdmin / schuldatenAdmin = one flag each; otherSchool = both flags,
 * another school.
 */
describe('Verwaltung and Mein Konto: who may call what', () => {
  let testApp: TestApp;
  const cookies = {} as Record<Role, string | null>;
  let schuleId: number;
  let amuellerId: number;
  const year = new Date().getFullYear();

  beforeAll(async () => {
    testApp = await createTestApp();
    const users = testApp.dataSource.getRepository(Benutzer);
    const amueller = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    amuellerId = amueller.id;
    schuleId = amueller.schule_id ?? 0;
    const withFlag = async (benutzername: string, flag: Partial<Benutzer>): Promise<string> => {
      const row = await users.save(
        users.create({
          benutzername,
          namevoll: benutzername,
          anmeldecode: randomLoginCode(),
          schule_id: schuleId,
          klassen_code: `K-${benutzername}`,
          create_user_id: amueller.id,
          ...flag,
        }),
      );
      return row.anmeldecode;
    };
    const other = await addOtherSchool(testApp.dataSource);
    await users.update(
      { id: other.teacher.id },
      { kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
    );
    cookies.pupil = await sessionCookieFor(testApp, testApp.logins.pupil1);
    cookies.teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
    cookies.lehrpersonenAdmin = await sessionCookieFor(
      testApp,
      await withFlag('lpadmin', { kann_lehrpersonen_bearbeiten: true }),
    );
    cookies.schuldatenAdmin = await sessionCookieFor(
      testApp,
      await withFlag('sdadmin', { kann_schuldaten_bearbeiten: true }),
    );
    cookies.otherSchool = await sessionCookieFor(testApp, other.teacher.code);
    cookies.mainAdmin = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    cookies.none = null;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const calls: Call[] = [
    {
      name: 'GET /api/benutzer/schule/{schule_id}',
      method: 'get',
      path: () => `/api/benutzer/schule/${schuleId}`,
      expected: {
        pupil: 403,
        teacher: 200,
        lehrpersonenAdmin: 200,
        schuldatenAdmin: 200,
        otherSchool: 403,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'POST /api/benutzer (new teacher, blank fields)',
      method: 'post',
      path: () => '/api/benutzer',
      body: { id: 0, namevoll: ' ', benutzername: '', email: '' },
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 400,
        schuldatenAdmin: 403,
        otherSchool: 400,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'POST /api/benutzer (edit a teacher created by someone else)',
      method: 'post',
      path: () => '/api/benutzer',
      body: {
        get id() {
          return amuellerId;
        },
        namevoll: 'X',
        benutzername: 'x',
        email: 'x@example.org',
      },
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 403,
        schuldatenAdmin: 403,
        otherSchool: 404,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'POST /api/benutzer/delete/{id} (a teacher created by someone else)',
      method: 'post',
      path: () => `/api/benutzer/delete/${amuellerId}`,
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 403,
        schuldatenAdmin: 403,
        otherSchool: 404,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'GET /api/schulen/eigene',
      method: 'get',
      path: () => '/api/schulen/eigene',
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 403,
        schuldatenAdmin: 200,
        otherSchool: 200,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'PUT /api/schulen/eigene (blank name1)',
      method: 'put',
      path: () => '/api/schulen/eigene',
      body: { name1: '' },
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 403,
        schuldatenAdmin: 400,
        otherSchool: 400,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'POST /api/schulen/lizenzbestellen/{schuleId}/{year} (terms not accepted)',
      method: 'post',
      path: () => `/api/schulen/lizenzbestellen/${schuleId}/${year}`,
      body: { bedingungen_akzeptiert: false },
      expected: {
        pupil: 403,
        teacher: 403,
        lehrpersonenAdmin: 403,
        schuldatenAdmin: 400,
        otherSchool: 403,
        mainAdmin: 403,
        none: 401,
      },
    },
    {
      name: 'PATCH /api/benutzer/konto (nothing to change)',
      method: 'patch',
      path: () => '/api/benutzer/konto',
      body: {},
      expected: {
        pupil: 200,
        teacher: 200,
        lehrpersonenAdmin: 200,
        schuldatenAdmin: 200,
        otherSchool: 200,
        mainAdmin: 200,
        none: 401,
      },
    },
    {
      name: 'POST /api/benutzer/konto/email (blank)',
      method: 'post',
      path: () => '/api/benutzer/konto/email',
      body: { email: ' ' },
      expected: {
        pupil: 400,
        teacher: 400,
        lehrpersonenAdmin: 400,
        schuldatenAdmin: 400,
        otherSchool: 400,
        mainAdmin: 400,
        none: 401,
      },
    },
  ];

  const rows = calls.flatMap((call) =>
    (Object.entries(call.expected) as [Role, number][]).map(([role, status]) => ({ call, role, status })),
  );

  it.each(rows)('$call.name as $role → $status', async ({ call, role, status }) => {
    const before = await snapshot();
    const cookie = cookies[role];
    let pending = request(testApp.server)[call.method](call.path());
    if (cookie) pending = pending.set('Cookie', cookie);
    const response = await (call.body ? pending.send(call.body) : pending);
    expect(response.status).toBe(status);
    if (status >= 400) {
      // Every refusal is a German text from the catalogue, never a 500.
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);
  });

  /** What the calls above could change: the users, the school and licence orders. */
  async function snapshot(): Promise<unknown> {
    const benutzer = await testApp.dataSource.getRepository(Benutzer).find({ order: { id: 'ASC' } });
    const schulen = await testApp.dataSource.getRepository(Schule).find({ order: { id: 'ASC' } });
    const bestellungen = await testApp.dataSource.getRepository(Lizenzbestellung).count();
    return { benutzer, schulen, bestellungen };
  }

  it('DELETE /api/benutzer/konto is refused to pupils (403), main administrators (403) and without session (401)', async () => {
    for (const [role, status] of [
      ['pupil', 403],
      ['mainAdmin', 403],
      ['none', 401],
    ] as const) {
      const cookie = cookies[role];
      const pending = request(testApp.server).delete('/api/benutzer/konto');
      const response = await (cookie ? pending.set('Cookie', cookie) : pending);
      expect(response.status).toBe(status);
    }
    expect(await testApp.dataSource.getRepository(Benutzer).countBy({ ist_main_admin: true })).toBe(1);
    await request(testApp.server)
      .get('/api/session')
      .set('Cookie', cookies.pupil ?? '')
      .expect(200);
  });
});
