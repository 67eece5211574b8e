import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { PushClient } from '../push/testing/push-client';
import { addRennStapel, gestartetesRennen, richtigAntworten } from './testing/rennen-fixture';
import { describeIf, WITHOUT_REDIS } from '../testing/needs-service';

const REDIS_URL = process.env['REDIS_URL'];

/**
 * Issue 13: several API instances behind a load balancer serve one race. Two instances on one
 * database and one Redis: a player on instance A answers, a player connected to instance B sees it.
 */
describeIf(REDIS_URL, WITHOUT_REDIS)('a race over two API instances (Redis pub/sub)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ redisUrl: REDIS_URL }, { shareable: true });
    second = await createTestApp({ redisUrl: REDIS_URL }, { sharedWith: first });
    await first.app.listen(0, '127.0.0.1');
    await second.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('an answer on instance A reaches the player connected to instance B', async () => {
    const teacherId = (await userByCode(first.dataSource, first.logins.teacher)).id;
    const pupil = {
      id: (await userByCode(first.dataSource, first.logins.pupil1)).id,
      cookie: await sessionCookieFor(first, first.logins.pupil1),
    };
    const teacherCookie = await sessionCookieFor(first, first.logins.teacher);
    const stapel = await addRennStapel(first.dataSource, teacherId, 3);
    const id = await gestartetesRennen(first, stapel, teacherCookie, [pupil]);

    const aufB = await PushClient.open(second.server, teacherCookie);
    try {
      const gesehen = aufB.next(
        (e) =>
          e.art === 'wettbewerb' &&
          e.stand.id === id &&
          e.stand.teilnehmer.some((t) => t.benutzer_id === pupil.id && t.position === 1),
      );
      await richtigAntworten(first, pupil.cookie, id);
      await expect(gesehen).resolves.toMatchObject({ art: 'wettbewerb' });
    } finally {
      aufB.close();
    }
  });
});
