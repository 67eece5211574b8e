import request from 'supertest';
import type { Benutzerablenkung as FeedEntry } from '@lernstapel/contracts';
import { DEMO_CLASS_CODE } from '../../bootstrap/seed/demo-data';
import { addDemoPupil, addFeedEntry } from '../klasse-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../../testing/second-school';
import { Benutzerablenkung } from './entities/benutzerablenkung.entity';
import { FEED_LIMIT } from './benutzerablenkungen.service';
import { ReportThrottle } from './report-throttle';

/** 01 §2 'Aktivitäten', §3 benutzerablenkungen, §4, §6: pupils report, teachers read and delete. */
describe('the activity feed', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  let teacher: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const feed = () =>
    request(testApp.server)
      .get(`/api/benutzer/benutzerablenkungen/${DEMO_CLASS_CODE}`)
      .set('Cookie', teacher)
      .expect(200);
  const entries = () => testApp.dataSource.getRepository(Benutzerablenkung);

  it.each([
    ['blur', 'Fenster verlassen'],
    ['focus', 'Fenster wieder aktiv'],
    ['resize', 'Fenstergrösse geändert'],
    ['visibility-hidden', 'Tab verborgen'],
    ['visibility-visible', 'Tab wieder sichtbar'],
  ])(
    'stores a pupil’s %s report with the German remark, the session user and the server time',
    async (art, bemerkung) => {
      const pupil = await addDemoPupil(testApp.dataSource);
      const cookie = await sessionCookieFor(testApp, pupil.anmeldecode);
      const vorher = Date.now();
      await request(testApp.server)
        .post('/api/benutzer/benutzerablenkungen')
        .set('Cookie', cookie)
        .send({ art })
        .expect(204);
      const rows = await entries().findBy({ benutzer_id: pupil.id });
      expect(rows.map((row) => row.bemerkung)).toEqual([bemerkung]);
      // Second precision on MariaDB.
      expect(rows[0]?.zeit.getTime()).toBeGreaterThanOrEqual(vorher - 1000);
      const top = (await feed()).body[0] as FeedEntry;
      expect(top).toMatchObject({ benutzer_id: pupil.id, benutzername: pupil.benutzername, bemerkung });
    },
  );

  it('drops a second report of the same pupil within a second (answered 204, not stored)', async () => {
    const pupil = await addDemoPupil(testApp.dataSource);
    const cookie = await sessionCookieFor(testApp, pupil.anmeldecode);
    const send = () =>
      request(testApp.server)
        .post('/api/benutzer/benutzerablenkungen')
        .set('Cookie', cookie)
        .send({ art: 'resize' })
        .expect(204);
    await send();
    await send();
    await send();
    expect(await entries().countBy({ benutzer_id: pupil.id })).toBe(1);
  });

  it('the throttle accepts again once the interval is over, per user', () => {
    const throttle = new ReportThrottle(1000);
    expect([
      throttle.accept(1, 0),
      throttle.accept(1, 999),
      throttle.accept(2, 999),
      throttle.accept(1, 1000),
    ]).toEqual([true, false, true, true]);
  });

  it.each([[{ art: 'scroll' }], [{}], [{ art: 'blur', benutzer_id: 1 }]])(
    'refuses %j with a German 400',
    async (body) => {
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil2);
      const before = await entries().count();
      const response = await request(testApp.server)
        .post('/api/benutzer/benutzerablenkungen')
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
      expect(response.body.error).toBe('fehler.ungueltigeEingabe');
      expect(await entries().count()).toBe(before);
    },
  );

  it('lists the class newest first, only its own pupils, at most 200', async () => {
    const pupil = await addDemoPupil(testApp.dataSource);
    const base = Date.now() - 10 * 60_000;
    for (let i = 0; i < FEED_LIMIT + 5; i++)
      await addFeedEntry(testApp.dataSource, pupil.id, new Date(base + i * 1000), `e${i}`);
    await addFeedEntry(testApp.dataSource, schoolB.pupil.id, new Date(), 'fremd');
    const body: FeedEntry[] = (await feed()).body;
    expect(body).toHaveLength(FEED_LIMIT);
    const zeiten = body.map((entry) => Date.parse(entry.zeit));
    expect(zeiten).toEqual([...zeiten].sort((a, b) => b - a));
    expect(body.some((entry) => entry.bemerkung === 'fremd')).toBe(false);
    expect(body.find((entry) => entry.bemerkung.startsWith('e'))?.bemerkung).toBe(`e${FEED_LIMIT + 4}`);
  });

  it('deletes an entry of the own class; another school’s entry or an unknown id is 404', async () => {
    const lena = await userByCode(testApp.dataSource, testApp.logins.pupil1);
    const own = await addFeedEntry(testApp.dataSource, lena.id);
    const fremd = await addFeedEntry(testApp.dataSource, schoolB.pupil.id);
    await request(testApp.server)
      .delete(`/api/benutzer/benutzerablenkungen/${own.id}`)
      .set('Cookie', teacher)
      .expect(204);
    expect(await entries().existsBy({ id: own.id })).toBe(false);
    await request(testApp.server)
      .delete(`/api/benutzer/benutzerablenkungen/${fremd.id}`)
      .set('Cookie', teacher)
      .expect(404);
    expect(await entries().existsBy({ id: fremd.id })).toBe(true);
    await request(testApp.server)
      .delete('/api/benutzer/benutzerablenkungen/999999')
      .set('Cookie', teacher)
      .expect(404);
    const bad = await request(testApp.server)
      .delete('/api/benutzer/benutzerablenkungen/abc')
      .set('Cookie', teacher)
      .expect(400);
    expect(bad.body.error).toBe('server.anfrage.ungueltigeId');
  });
});
