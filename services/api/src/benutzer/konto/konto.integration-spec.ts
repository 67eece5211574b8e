import request from 'supertest';
import type { ApiErrorBody, SessionUser } from '@lernstapel/contracts';
import {
  countBySql,
  danglingReferences,
  foreignKeys,
  type ForeignKey,
} from '../../database/testing/foreign-keys';
import { createSchoolFixture, type SchoolFixture } from '../../database/testing/school-fixture';
import { Schule } from '../../schulen/entities/schule.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { createTestApp, sessionCookieFor, setCookies, type TestApp } from '../../testing/create-test-app';
import { userByCode } from '../../testing/second-school';
import { Benutzer } from '../entities/benutzer.entity';

/** 01 §2, §5, §6: 'Mein Konto'. */
describe('Mein Konto', () => {
  let testApp: TestApp;
  const users = () => testApp.dataSource.getRepository(Benutzer);

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  describe('PATCH /api/benutzer/konto', () => {
    it('changes name and username; blank or absent keeps the previous value (01 §5)', async () => {
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil2);
      const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil2);
      const renamed = await request(testApp.server)
        .patch('/api/benutzer/konto')
        .set('Cookie', cookie)
        .send({ benutzername: ' jonas-f ' })
        .expect(200);
      expect(renamed.body as SessionUser).toMatchObject({
        benutzername: 'jonas-f',
        namevoll: pupil.namevoll,
      });
      await request(testApp.server)
        .patch('/api/benutzer/konto')
        .set('Cookie', cookie)
        .send({ namevoll: '  ', benutzername: '' })
        .expect(200);
      expect(await users().findOneByOrFail({ id: pupil.id })).toMatchObject({
        benutzername: 'jonas-f',
        namevoll: pupil.namevoll,
      });
    });

    it('rejects wrong types with a German 400 and changes nothing', async () => {
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil2);
      const before = await userByCode(testApp.dataSource, testApp.logins.pupil2);
      const response = await request(testApp.server)
        .patch('/api/benutzer/konto')
        .set('Cookie', cookie)
        .send({ namevoll: 5, anmeldecode: 'X' })
        .expect(400);
      const error = response.body as ApiErrorBody;
      expect(error.details).toEqual(
        expect.arrayContaining([
          'Das Feld „Vor- und Nachname“ muss ein Text sein.',
          'Das Feld „anmeldecode“ ist hier nicht erlaubt.',
        ]),
      );
      expect(await userByCode(testApp.dataSource, testApp.logins.pupil2)).toEqual(before);
    });
  });

  describe('POST /api/benutzer/konto/email', () => {
    const change = async (code: string, email: unknown) =>
      request(testApp.server)
        .post('/api/benutzer/konto/email')
        .set('Cookie', await sessionCookieFor(testApp, code))
        .send({ email });

    it('stores a new recovery e-mail (trimmed, lower case)', async () => {
      const response = await change(testApp.logins.pupil3, ' Mia@Example.ORG ');
      expect(response.status).toBe(200);
      expect((response.body as SessionUser).email).toBe('mia@example.org');
      // Saving the own address again is no conflict.
      expect((await change(testApp.logins.pupil3, 'mia@example.org')).status).toBe(200);
    });

    it.each([
      ['', 400, 'Bitte gib eine E-Mail-Adresse ein.'],
      ['keine-adresse', 400, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      ['ANNA.mueller@demoschule.example', 409, 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.'],
    ])('%j → %i with a German message, nothing changed', async (email, status, message) => {
      const before = await userByCode(testApp.dataSource, testApp.logins.pupil3);
      const response = await change(testApp.logins.pupil3, email);
      expect(response.status).toBe(status);
      expect((response.body as ApiErrorBody).message).toBe(message);
      expect((await userByCode(testApp.dataSource, testApp.logins.pupil3)).email).toBe(before.email);
    });
  });

  describe('DELETE /api/benutzer/konto (teachers only)', () => {
    let fixture: SchoolFixture;
    let keys: ForeignKey[];

    beforeAll(async () => {
      fixture = await testApp.dataSource.transaction((manager) => createSchoolFixture(manager));
      keys = await foreignKeys(testApp.dataSource);
    });

    /** Per FK column pointing at users: rows that still point at one of `ids`. */
    async function rowsReferencing(ids: number[]): Promise<Record<string, number>> {
      const escape = (name: string) => testApp.dataSource.driver.escape(name);
      const result: Record<string, number> = {};
      for (const key of keys.filter((entry) => entry.parent === 'benutzer')) {
        result[`${key.table}.${key.column}`] = await countBySql(
          testApp.dataSource,
          `SELECT COUNT(*) AS n FROM ${escape(key.table)} WHERE ${escape(key.column)} IN (${ids.map(() => '?').join(', ')})`,
          ids,
        );
      }
      return result;
    }

    it('deletes the teacher with stacks, data and the pupils they created; logs out; nothing of theirs remains', async () => {
      const { teacherA, pupilA } = fixture;
      const gone = [teacherA.id, pupilA.id];
      const before = await rowsReferencing(gone);
      // The fixture really hangs data off both users, so the check below can fail.
      expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
      // A pupil of the same class created by someone else stays.
      const colleague = await users().save(
        users().create({
          benutzername: 'kollegin',
          namevoll: 'Kollegin A',
          anmeldecode: 'KOLLEGINCODE01',
          schule_id: fixture.schoolA.id,
          klassen_code: 'A-1',
        }),
      );
      const foreignPupil = await users().save(
        users().create({
          benutzername: 'fremd',
          namevoll: 'Schüler der Kollegin',
          anmeldecode: 'FREMDCODE00001',
          schule_id: fixture.schoolA.id,
          klassen_code: 'A-1',
          ist_schueler: true,
          create_user_id: colleague.id,
        }),
      );
      const cookie = await sessionCookieFor(testApp, teacherA.anmeldecode);
      const pupilCookie = await sessionCookieFor(testApp, pupilA.anmeldecode);

      const response = await request(testApp.server)
        .delete('/api/benutzer/konto')
        .set('Cookie', cookie)
        .expect(204);

      const cleared = setCookies(response.headers);
      expect(cleared.find((line) => line.startsWith('ls_session=;'))).toBeDefined();
      expect(cleared.find((line) => line.startsWith('ls_merken=;'))).toBeDefined();
      await request(testApp.server).get('/api/session').set('Cookie', cookie).expect(401);
      await request(testApp.server).get('/api/session').set('Cookie', pupilCookie).expect(401);

      expect(await users().existsBy({ id: teacherA.id })).toBe(false);
      expect(await users().existsBy({ id: pupilA.id })).toBe(false);
      const after = await rowsReferencing(gone);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      expect((await danglingReferences(testApp.dataSource, keys)).filter(([, n]) => n > 0)).toEqual([]);
      // create_user_id is no FK: nobody may still name the deleted users as creator.
      expect(await users().countBy({ create_user_id: teacherA.id })).toBe(0);

      // The school, the colleague's pupil and another school's stack (with a card teacher A wrote) stay.
      expect(await testApp.dataSource.getRepository(Schule).existsBy({ id: fixture.schoolA.id })).toBe(true);
      expect(await users().existsBy({ id: foreignPupil.id })).toBe(true);
      expect(
        await testApp.dataSource.getRepository(Unterrichtsmodul).existsBy({ id: fixture.stackB.id }),
      ).toBe(true);
      expect(
        await testApp.dataSource.getRepository(Unterrichtsmodul).existsBy({ id: fixture.stackA.id }),
      ).toBe(false);
      expect(
        (
          await testApp.dataSource
            .getRepository(Unterrichtsmodulteil)
            .findOneByOrFail({ id: fixture.cardB.id })
        ).autor_id,
      ).toBeNull();
    });
  });
});
