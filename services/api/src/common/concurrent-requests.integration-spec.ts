import request from 'supertest';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { Lizenzbestellung } from '../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';

const HIGH_LIMITS = { windowMs: 60_000, perClient: 10_000, global: 10_000 };

/** How often each status came back. */
function statuses(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Issue 14 #7: identical requests at the same moment. On MariaDB (CI) they really run in parallel on
 * the connection pool; the unique keys and upserts must let exactly one win and answer the others
 * with the API's own 409, never a 500 or a second row.
 */
describe('simultaneous identical requests', () => {
  let testApp: TestApp;
  let callers: DemoCallers;
  beforeAll(async () => {
    testApp = await createTestApp({ mailRateLimit: HIGH_LIMITS });
    callers = await demoCallers(testApp);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const all = <T>(count: number, send: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_unused, index) => send(index)));

  it('20 registrations with one e-mail create one account; the others get 409', async () => {
    const responses = await all(20, (index) =>
      request(testApp.server)
        .post('/api/benutzer/registrieren')
        .send({
          art: 'schule',
          namevoll: `Gleich ${index}`,
          benutzername: `gleich${index}`,
          email: index % 2 === 0 ? 'gleich@schule.example' : ' Gleich@Schule.example',
          schulName1: 'Gleichzeitige Schule',
          schulStrasse: 'Weg 1',
          schulPLZ: '8000',
          schulOrt: 'Zürich',
        }),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 19 });
    for (const response of responses.filter(({ status }) => status === 409)) {
      expect(response.body.error).toBe('registrierung.emailBereitsRegistriert');
    }
    expect(await testApp.dataSource.getRepository(Benutzer).countBy({ email: 'gleich@schule.example' })).toBe(
      1,
    );
    // The losers' transactions rolled back: no school without its teacher.
    expect(await testApp.dataSource.getRepository(Schule).countBy({ name1: 'Gleichzeitige Schule' })).toBe(1);
  });

  it('10 new pupils with one e-mail store it once; the others get 409', async () => {
    const responses = await all(10, (index) =>
      request(testApp.server)
        .post('/api/benutzer/neuerschueler')
        .set('Cookie', callers.cookie.tweber)
        .send({ benutzername: `zwilling${index}`, email: 'zwilling@privat.example' }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: 9 });
    expect(responses.find(({ status }) => status === 409)?.body.error).toBe('klasse.emailExistiertBereits');
    expect(
      await testApp.dataSource.getRepository(Benutzer).countBy({ email: 'zwilling@privat.example' }),
    ).toBe(1);
  });

  it('20 first saves of a setting all succeed and leave one row', async () => {
    const responses = await all(20, (index) =>
      request(testApp.server)
        .post('/api/benutzereinstellungen')
        .set('Cookie', callers.cookie.lena)
        .send({ tag: 'lastKonjugationLanguage', strvalue: `sprache${index}` }),
    );
    expect(statuses(responses)).toEqual({ 200: 20 });
    const rows = await testApp.dataSource
      .getRepository(Benutzereinstellung)
      .findBy({ benutzer_id: callers.user.lena.id, tag: 'lastKonjugationLanguage' });
    expect(rows).toHaveLength(1);
  });

  it('25 identical licence orders record and mail one order; the others get 409', async () => {
    const schuleId = callers.user.amueller.schule_id;
    // The demo school's licence is valid this year (issue 23: not ordered again): next year's order.
    const year = new Date().getFullYear() + 1;
    const mails = () => testApp.dataSource.getRepository(Mailausgang).count();
    const mailsBefore = await mails();
    const responses = await all(25, () =>
      request(testApp.server)
        .post(`/api/schulen/lizenzbestellen/${schuleId}/${year}`)
        .set('Cookie', callers.cookie.amueller)
        .send({ bedingungen_akzeptiert: true }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: 24 });
    expect(responses.find(({ status }) => status === 409)?.body.error).toBe(
      'verwaltung.lizenzBereitsBestellt',
    );
    expect(
      await testApp.dataSource
        .getRepository(Lizenzbestellung)
        .countBy({ schule_id: schuleId ?? 0, jahr: year }),
    ).toBe(1);
    expect(await mails()).toBe(mailsBefore + 1);
  });
});
