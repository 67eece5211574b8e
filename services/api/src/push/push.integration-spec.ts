import request from 'supertest';
import type { PushEreignis } from '@lernstapel/contracts';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { PushClient } from './testing/push-client';

const isFeedEvent = (ereignis: PushEreignis) =>
  ereignis.art === 'tags' && ereignis.tags.some((tag) => tag.type === 'Benutzerablenkung');

/** Issue 13: the push channel — authorised by the session, scoped to own user, class and school. */
describe('the push channel GET /api/push', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const clients: PushClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    schoolB = await addOtherSchool(testApp.dataSource);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await testApp.close();
  });

  const open = async (code: string) => {
    const client = await PushClient.open(testApp.server, await sessionCookieFor(testApp, code));
    clients.push(client);
    return client;
  };

  it('refuses a browser without a session (401)', async () => {
    await request(testApp.server).get('/api/push').expect(401);
  });

  it("tells the class's teacher at once about a pupil's blur, and nobody of another school", async () => {
    const teacher = await open(testApp.logins.teacher);
    const pupil = await open(testApp.logins.pupil1);
    const otherTeacher = await open(schoolB.teacher.code);
    const pupilCookie = await sessionCookieFor(testApp, testApp.logins.pupil2);

    const seen = teacher.next(isFeedEvent);
    await request(testApp.server)
      .post('/api/benutzer/benutzerablenkungen')
      .set('Cookie', pupilCookie)
      .send({ art: 'blur' })
      .expect(204);
    await expect(seen).resolves.toMatchObject({ art: 'tags' });
    // Pupils do not read the feed (01 §6); another school hears nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pupil.received.filter(isFeedEvent)).toEqual([]);
    expect(otherTeacher.received).toEqual([]);
  });

  it('01 §4 background refresh: a change refreshes the lists of those who see them, not of others', async () => {
    const pupilCookie = await sessionCookieFor(testApp, testApp.logins.pupil3);
    const selbst = await PushClient.open(testApp.server, pupilCookie);
    const mitschueler = await open(testApp.logins.pupil2);
    clients.push(selbst);
    const gesehen = selbst.next(
      (e) => e.art === 'tags' && e.tags.some((tag) => tag.type === 'Benutzerordner'),
    );
    await request(testApp.server)
      .post('/api/benutzerordner')
      .set('Cookie', pupilCookie)
      .send({ name: 'Push' })
      .expect(200);
    await expect(gesehen).resolves.toMatchObject({ art: 'tags' });
    // A folder is the pupil's own: classmates hear nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      mitschueler.received.filter(
        (e) => e.art === 'tags' && e.tags.some((tag) => tag.type === 'Benutzerordner'),
      ),
    ).toEqual([]);
  });
});
