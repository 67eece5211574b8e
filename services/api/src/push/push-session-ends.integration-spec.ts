import request from 'supertest';
import { addDemoPupil } from '../benutzer/klasse-fixture';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { PushClient } from './testing/push-client';
import { describeIf, WITHOUT_REDIS } from '../testing/needs-service';

/** Far below the streams' own lifetime (MAX_STREAM_MS, 5 min): the end comes from the session's end. */
const PROMPTLY_MS = 2000;

async function pupilOn(testApp: TestApp): Promise<{ id: number; code: string; cookie: string }> {
  const pupil = await addDemoPupil(testApp.dataSource);
  return {
    id: pupil.id,
    code: pupil.anmeldecode,
    cookie: await sessionCookieFor(testApp, pupil.anmeldecode),
  };
}

/** Issue 13: an open push stream ends at once when its session ends, not at its 5-minute lifetime. */
describe('push streams end with their session', () => {
  let testApp: TestApp;
  let teacher: string;
  const clients: PushClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await testApp.close();
  });

  const open = async (cookie: string) => {
    const client = await PushClient.open(testApp.server, cookie);
    clients.push(client);
    return client;
  };
  const asTeacher = (path: string, body: object) =>
    request(testApp.server).post(path).set('Cookie', teacher).send(body).expect(200);

  it("a logout ends the stream of that session; the same user's other session keeps its stream", async () => {
    const pupil = await pupilOn(testApp);
    const stream = await open(pupil.cookie);
    const otherDevice = await open(await sessionCookieFor(testApp, pupil.code));

    await request(testApp.server).delete('/api/session').set('Cookie', pupil.cookie).expect(204);
    await stream.endedWithin(PROMPTLY_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherDevice.ended).toBe(false);
    await request(testApp.server).get('/api/push').set('Cookie', pupil.cookie).expect(401);
  });

  it("a teacher locks a pupil: the pupil's streams end, a classmate's stays open", async () => {
    const pupil = await pupilOn(testApp);
    const classmate = await pupilOn(testApp);
    const stream = await open(pupil.cookie);
    const classmateStream = await open(classmate.cookie);

    await asTeacher('/api/benutzer/sperren', { id: pupil.id, ist_gesperrt: true });
    await stream.endedWithin(PROMPTLY_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(classmateStream.ended).toBe(false);
  });

  it('a new code or a deletion ends the stream', async () => {
    const recoded = await pupilOn(testApp);
    const recodedStream = await open(recoded.cookie);
    await asTeacher('/api/benutzer/neueranmeldecode', { id: recoded.id });
    await recodedStream.endedWithin(PROMPTLY_MS);

    const removed = await pupilOn(testApp);
    const removedStream = await open(removed.cookie);
    await asTeacher('/api/benutzer/removeschueler', { id: removed.id });
    await removedStream.endedWithin(PROMPTLY_MS);
  });

  it('a lock written straight to the database (no session ended by name) ends the stream too', async () => {
    const pupil = await pupilOn(testApp);
    const stream = await open(pupil.cookie);
    const bystander = await open(teacher);
    await testApp.dataSource.getRepository(Benutzer).update({ id: pupil.id }, { ist_gesperrt: true });
    await stream.endedWithin(PROMPTLY_MS);
    expect(bystander.ended).toBe(false);
  });
});

const REDIS_URL = process.env['REDIS_URL'];

/** With REDIS_URL: a stream on instance B ends when the session ends through instance A. */
describeIf(REDIS_URL, WITHOUT_REDIS)('push streams end with their session on two instances (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  let teacher: string;
  beforeAll(async () => {
    first = await createTestApp({ redisUrl: REDIS_URL }, { shareable: true });
    second = await createTestApp({ redisUrl: REDIS_URL }, { sharedWith: first });
    await first.app.listen(0, '127.0.0.1');
    await second.app.listen(0, '127.0.0.1');
    teacher = await sessionCookieFor(first, first.logins.teacher);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a pupil locked through instance A: their stream on instance B ends at once', async () => {
    const pupil = await pupilOn(first);
    const aufB = await PushClient.open(second.server, pupil.cookie);
    const teacherAufB = await PushClient.open(second.server, teacher);
    try {
      await request(first.server)
        .post('/api/benutzer/sperren')
        .set('Cookie', teacher)
        .send({ id: pupil.id, ist_gesperrt: true })
        .expect(200);
      await aufB.endedWithin(PROMPTLY_MS);
      expect(teacherAufB.ended).toBe(false);
    } finally {
      aufB.close();
      teacherAufB.close();
    }
  });

  it('a logout through instance A ends the stream of that session on instance B', async () => {
    const pupil = await pupilOn(first);
    const aufB = await PushClient.open(second.server, pupil.cookie);
    try {
      await request(first.server).delete('/api/session').set('Cookie', pupil.cookie).expect(204);
      await aufB.endedWithin(PROMPTLY_MS);
    } finally {
      aufB.close();
    }
  });
});
