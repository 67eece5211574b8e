import { FLASHCARDS_THEMEN } from '../database/migrations/1795300023000-flashcardsthemen-seed';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { SchuleSummary } from '@lernstapel/contracts';
import { EINGABEHILFE_ROWS } from '../database/migrations/1795300000001-eingabehilfe-seed';
import {
  createSchoolFixture,
  ROWS_AFTER_DELETING_SCHOOL_A,
  type SchoolFixture,
} from '../database/testing/school-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import {
  countBySql as count,
  countRows,
  danglingReferences,
  foreignKeys,
  type ForeignKey,
} from '../database/testing/foreign-keys';

async function rowsPerTable(dataSource: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { tableName } of dataSource.entityMetadatas) {
    counts[tableName] = await countRows(dataSource, tableName);
  }
  return counts;
}

/** Per FK column: rows pointing at one of the given users or schools. */
async function rowsReferencing(
  dataSource: DataSource,
  keys: readonly ForeignKey[],
  ids: { benutzer: number[]; schule: number[] },
): Promise<Record<string, number>> {
  const escape = (name: string) => dataSource.driver.escape(name);
  const result: Record<string, number> = {};
  for (const key of keys) {
    const parentIds = key.parent === 'benutzer' ? ids.benutzer : key.parent === 'schule' ? ids.schule : [];
    if (parentIds.length === 0) continue;
    result[`${key.table}.${key.column}`] = await count(
      dataSource,
      `SELECT COUNT(*) AS n FROM ${escape(key.table)} WHERE ${escape(key.column)} IN (${parentIds.map(() => '?').join(', ')})`,
      parentIds,
    );
  }
  return result;
}

const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);

/** 01 §6: deleting a school deletes its users and all their data — over HTTP, as the main administrator. */
describe('POST /api/schulen/delete/{id} with a school full of data', () => {
  let testApp: TestApp;
  let fixture: SchoolFixture;
  let adminCookie: string;
  let keys: ForeignKey[];
  let rowsBeforeFixture: Record<string, number>;

  beforeAll(async () => {
    testApp = await createTestApp();
    adminCookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    rowsBeforeFixture = await rowsPerTable(testApp.dataSource);
    fixture = await testApp.dataSource.transaction((manager) => createSchoolFixture(manager));
    keys = await foreignKeys(testApp.dataSource);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it("removes every row of school A's users from every table and leaves school B untouched", async () => {
    const cookieA = {
      teacher: await sessionCookieFor(testApp, fixture.teacherA.anmeldecode),
      pupil: await sessionCookieFor(testApp, fixture.pupilA.anmeldecode),
    };
    const cookieB = await sessionCookieFor(testApp, fixture.teacherB.anmeldecode);
    for (const cookie of [cookieA.teacher, cookieA.pupil, cookieB]) {
      await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(200);
    }

    const usersA = await testApp.dataSource.getRepository(Benutzer).findBy({ schule_id: fixture.schoolA.id });
    expect(usersA.map((benutzer) => benutzer.id).sort()).toEqual(
      [fixture.teacherA.id, fixture.pupilA.id].sort(),
    );
    const idsA = { benutzer: usersA.map((benutzer) => benutzer.id), schule: [fixture.schoolA.id] };
    const idsB = { benutzer: [fixture.teacherB.id], schule: [fixture.schoolB.id] };
    const referencingA = await rowsReferencing(testApp.dataSource, keys, idsA);
    const referencingB = await rowsReferencing(testApp.dataSource, keys, idsB);
    // The check sees school A's data in many tables before the delete (it is not vacuous).
    expect(Object.values(referencingA).filter((n) => n > 0).length).toBeGreaterThan(20);
    expect(total(referencingB)).toBeGreaterThan(3);

    const response = await request(testApp.server)
      .post(`/api/schulen/delete/${fixture.schoolA.id}`)
      .set('Cookie', adminCookie)
      .expect(200);
    const namen = (response.body as SchuleSummary[]).map((schule) => schule.name1);
    expect(namen).toContain('Schule B');
    expect(namen).not.toContain('Schule A');

    expect(await rowsReferencing(testApp.dataSource, keys, idsA)).toEqual(
      Object.fromEntries(Object.keys(referencingA).map((column) => [column, 0])),
    );
    expect(await rowsReferencing(testApp.dataSource, keys, idsB)).toEqual(referencingB);
    expect((await danglingReferences(testApp.dataSource, keys)).filter(([, n]) => n > 0)).toEqual([]);

    // Exactly what the schema test expects per table, on top of the demo school; the only
    // sessions added since are school B's teacher's (school A's ones are gone with their users).
    const expected: Record<string, number> = {};
    for (const [table, before] of Object.entries(rowsBeforeFixture)) {
      const migrationRows =
        table === 'eingabehilfe'
          ? EINGABEHILFE_ROWS.length
          : table === 'flashcardsthemen'
            ? FLASHCARDS_THEMEN.length
            : 0;
      const extraSessions = table === 'sitzung' ? 1 : 0;
      expected[table] = before + (ROWS_AFTER_DELETING_SCHOOL_A[table] ?? NaN) - migrationRows + extraSessions;
    }
    expect(await rowsPerTable(testApp.dataSource)).toEqual(expected);

    // The deleted users' sessions no longer work; school B's teacher stays logged in.
    for (const cookie of [cookieA.teacher, cookieA.pupil]) {
      const session = await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(401);
      expect(session.body.error).toBe('fehler.nichtAngemeldet');
    }
    await request(testApp.server).get('/api/session').set('Cookie', cookieB).expect(200);
    await request(testApp.server)
      .post('/api/benutzer/check')
      .send({ anmeldecode: fixture.teacherA.anmeldecode })
      .expect(401);
  }, 60_000);
});
