import { createHash } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { addDemoGroup, addDemoPupil, addFeedEntry } from '../benutzer/klasse-fixture';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool } from '../testing/second-school';
import { type Route, stateChangingRoutes } from '../testing/state-changing-routes';

/** Cases per state-changing route; with the app's 27 routes about 2,700 in all. */
const RUNS_PER_ROUTE = 100;

/** A stable seed per route, so adding a route does not change the cases of the others. */
const seedOf = (route: Route) =>
  createHash('sha256').update(`${route.method} ${route.path}`).digest().readInt32BE(0);

/**
 * Issue 14, "keep it fixed": malformed and hostile requests to every state-changing route, as every
 * kind of caller, with a fixed seed. Never a 5xx, and a refused request (4xx) changes no row.
 */
describe('hostile requests to every state-changing route', () => {
  let testApp: TestApp;
  let routes: Route[];
  let tables: string[];
  let victims: number[];
  beforeAll(async () => {
    testApp = await createTestApp();
    routes = stateChangingRoutes(testApp);
    tables = testApp.dataSource.entityMetadatas
      .map((metadata) => metadata.tableName)
      // Sessions record their last use on every request, refused or not.
      .filter((table) => table !== 'sitzung');
    const schoolB = await addOtherSchool(testApp.dataSource, 'FUZZ-B');
    victims = [schoolB.schuleId, schoolB.teacher.id, schoolB.pupil.id];
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  /** Everything a request could change, as one string: MariaDB's table checksums, SQLite's rows. */
  async function fingerprint(): Promise<string> {
    const runner = testApp.dataSource;
    if (runner.options.type === 'mysql') {
      const rows: { Table: string; Checksum: string }[] = await runner.query(
        `CHECKSUM TABLE ${tables.map((table) => `\`${table}\``).join(', ')}`,
      );
      return rows.map((row) => `${row.Table}:${row.Checksum}`).join(',');
    }
    const hash = createHash('sha256');
    for (const table of tables) hash.update(JSON.stringify(await runner.query(`SELECT * FROM "${table}"`)));
    return hash.digest('hex');
  }

  /** Fresh callers per route: none, a pupil and a teacher (both flags) of the demo class, a main administrator. */
  async function callers(): Promise<(string | null)[]> {
    const users = testApp.dataSource.getRepository(Benutzer);
    const demo = await users.findOneByOrFail({ benutzername: 'amueller' });
    const teacher = await users.save(
      users.create({
        benutzername: `fuzz${Date.now()}`,
        namevoll: 'Fuzz Lehrperson',
        anmeldecode: randomLoginCode(),
        schule_id: demo.schule_id,
        klassen_code: DEMO_CLASS_CODE,
        kann_lehrpersonen_bearbeiten: true,
        kann_schuldaten_bearbeiten: true,
        kann_stapel_veroeffentlichen: true,
      }),
    );
    const admin = await users.save(
      users.create({
        benutzername: 'fuzzadmin',
        namevoll: 'Fuzz Admin',
        anmeldecode: randomLoginCode(),
        ist_main_admin: true,
      }),
    );
    const pupil = await addDemoPupil(testApp.dataSource);
    return [
      null,
      await sessionCookieFor(testApp, pupil.anmeldecode),
      await sessionCookieFor(testApp, teacher.anmeldecode),
      await sessionCookieFor(testApp, admin.anmeldecode),
    ];
  }

  it('never answers 5xx and never changes a row when refusing', async () => {
    let cases = 0;
    const serverErrors: string[] = [];
    for (const route of routes) {
      const cookies = await callers();
      // Rows of this route's victims: a pupil, a group and a feed entry of the demo class.
      const pupil = await addDemoPupil(testApp.dataSource);
      const ids = [
        ...victims,
        pupil.id,
        (await addDemoGroup(testApp.dataSource)).id,
        (await addFeedEntry(testApp.dataSource, pupil.id)).id,
      ];
      const id = fc.oneof(
        fc.constantFrom(...ids),
        fc.integer({ min: -3, max: 0 }),
        fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }),
        fc.constantFrom(2 ** 31, 2 ** 53, 1.5, 1e308),
      );
      const text = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.constantFrom(
          '',
          ' ',
          'null',
          '1e3',
          '0x10',
          ' 1',
          '01',
          "'; DROP TABLE benutzer; --",
          '<script>alert(1)</script>',
          'x@y.example',
          DEMO_CLASS_CODE,
          'showFlashCardsSymbole',
          'schule',
          'a'.repeat(300),
          'ä'.repeat(40_000),
          '\u0000',
        ),
      );
      const leaf = fc.oneof(
        text,
        id,
        fc.boolean(),
        fc.constant(null),
        fc.integer(),
        fc.double({ noNaN: true }),
      );
      const field = fc.constantFrom(...route.fields, 'id', 'unbekannt', 'constructor');
      const { value } = fc.letrec((tie) => ({
        value: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          leaf,
          fc.array(tie('value'), { maxLength: 3 }),
          fc.dictionary(field, tie('value'), { maxKeys: 4 }),
        ),
      }));
      // Mostly the DTO's own fields (so the values reach the services), else any shape at all.
      const shaped = fc.record(Object.fromEntries(route.fields.map((name) => [name, value])), {
        requiredKeys: [],
      });
      const body = fc.oneof(
        { arbitrary: shaped, weight: 4 },
        { arbitrary: fc.dictionary(field, value, { maxKeys: 6 }), weight: 1 },
        { arbitrary: value, weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
        {
          arbitrary: fc.constantFrom(
            '{',
            '[1,',
            '{"a":}',
            '{"__proto__":{"x":1}}',
            `{"id":${'['.repeat(50)}${']'.repeat(50)}}`,
          ),
          weight: 1,
        },
      );
      // The teacher with both flags reaches the most services; the others mostly test the refusals.
      const [none, pupilCookie, teacherCookie, adminCookie] = cookies;
      const caller = fc.oneof(
        { arbitrary: fc.constantFrom(none, pupilCookie, adminCookie), weight: 1 },
        { arbitrary: fc.constant(teacherCookie), weight: 2 },
      );
      const segment = fc.oneof(id.map(String), text.map(encodeURIComponent));
      const params = fc.array(segment, { minLength: 4, maxLength: 4 });

      await fc.assert(
        fc.asyncProperty(caller, params, body, fc.boolean(), async (cookie, values, payload, raw) => {
          cases += 1;
          let index = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '1');
          const before = await fingerprint();
          let pending = request(testApp.server)[route.method](path);
          if (cookie) pending = pending.set('Cookie', cookie);
          // Strings go out as they are (malformed JSON) or encoded; everything else as its JSON.
          const json = typeof payload === 'string' && raw ? payload : JSON.stringify(payload);
          const response =
            payload === undefined
              ? await pending
              : await pending.set('Content-Type', 'application/json').send(json);
          if (response.status >= 500) serverErrors.push(`${route.method} ${path} → ${response.status}`);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await fingerprint()).toBe(before);
        }),
        { seed: seedOf(route), numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(serverErrors).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(27);
    expect(cases).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  }, 600_000);
});
