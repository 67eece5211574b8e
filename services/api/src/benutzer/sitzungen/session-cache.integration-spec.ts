import request from 'supertest';
import type { DataSource } from 'typeorm';
import { addDemoPupil } from '../klasse-fixture';
import { Benutzer } from '../entities/benutzer.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { describeIf, WITHOUT_REDIS } from '../../testing/needs-service';

/** Counts the SQL statements the application sends from now on. */
function countQueries(dataSource: DataSource): { readonly count: number } {
  const counter = { count: 0 };
  dataSource.subscribers.push({ beforeQuery: () => void (counter.count += 1) });
  return counter;
}

async function useSession(testApp: TestApp, cookie: string, expected: number): Promise<request.Response> {
  return request(testApp.server).get('/api/session').set('Cookie', cookie).expect(expected);
}

/** Issue 15 §3: the session check from memory, yet a lock, a deletion or a new code ends a session at once. */
describe('session check from memory', () => {
  let testApp: TestApp;
  let teacher: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const asTeacher = (path: string, body: object) =>
    request(testApp.server).post(path).set('Cookie', teacher).send(body).expect(200);

  async function pupilWithUsedSession(): Promise<{ pupil: Benutzer; cookie: string }> {
    const pupil = await addDemoPupil(testApp.dataSource);
    const cookie = await sessionCookieFor(testApp, pupil.anmeldecode);
    await useSession(testApp, cookie, 200);
    return { pupil, cookie };
  }

  it('answers a used session without any query, user and school included', async () => {
    const first = await useSession(testApp, teacher, 200);
    const queries = countQueries(testApp.dataSource);
    for (let i = 0; i < 5; i += 1) {
      expect((await useSession(testApp, teacher, 200)).body).toEqual(first.body);
    }
    expect(queries.count).toBe(0);
  });

  it('a locked pupil: the very next request of their session is refused', async () => {
    const { pupil, cookie } = await pupilWithUsedSession();
    await asTeacher('/api/benutzer/sperren', { id: pupil.id, ist_gesperrt: true });
    await useSession(testApp, cookie, 401);
  });

  it('a pupil with a new code or deleted: the very next request is refused', async () => {
    const recoded = await pupilWithUsedSession();
    await asTeacher('/api/benutzer/neueranmeldecode', { id: recoded.pupil.id });
    await useSession(testApp, recoded.cookie, 401);

    const removed = await pupilWithUsedSession();
    await asTeacher('/api/benutzer/removeschueler', { id: removed.pupil.id });
    await useSession(testApp, removed.cookie, 401);
  });

  it('a change to the user in the database shows on the very next request', async () => {
    const { pupil, cookie } = await pupilWithUsedSession();
    await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { namevoll: 'Neu Benannt' });
    expect((await useSession(testApp, cookie, 200)).body.user.namevoll).toBe('Neu Benannt');
    await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: true });
    await useSession(testApp, cookie, 403);
  });

  it('a change inside a transaction is not undone by a lookup before the commit', async () => {
    const { pupil, cookie } = await pupilWithUsedSession();
    await testApp.dataSource.transaction(async (manager) => {
      await manager.update(Benutzer, { id: pupil.id }, { namevoll: 'Im Auftrag' });
      // Another request between the write and the commit sees (and may store) the old row.
      await useSession(testApp, cookie, 200);
    });
    expect((await useSession(testApp, cookie, 200)).body.user.namevoll).toBe('Im Auftrag');
  });

  it('logout ends the session in memory too', async () => {
    const { cookie } = await pupilWithUsedSession();
    await request(testApp.server).delete('/api/session').set('Cookie', cookie).expect(204);
    await useSession(testApp, cookie, 401);
  });
});

const REDIS_URL = process.env['REDIS_URL'];

/** With REDIS_URL: two API instances on one database learn of each other's changes through Redis. */
describeIf(REDIS_URL, WITHOUT_REDIS)('session check from memory on two instances (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ redisUrl: REDIS_URL }, { shareable: true });
    second = await createTestApp({ redisUrl: REDIS_URL }, { sharedWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a pupil locked on one instance is refused by the other on the very next request', async () => {
    const teacher = await sessionCookieFor(first, first.logins.teacher);
    const pupil = await addDemoPupil(first.dataSource);
    const cookie = await sessionCookieFor(first, pupil.anmeldecode);
    await useSession(second, cookie, 200);
    await useSession(second, cookie, 200);

    await request(first.server)
      .post('/api/benutzer/sperren')
      .set('Cookie', teacher)
      .send({ id: pupil.id, ist_gesperrt: true })
      .expect(200);
    await useSession(second, cookie, 401);
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const cookie = await sessionCookieFor(first, first.logins.pupil1);
    await useSession(second, cookie, 200);
    await request(first.server).delete('/api/session').set('Cookie', cookie).expect(204);
    await useSession(second, cookie, 401);
  });
});
