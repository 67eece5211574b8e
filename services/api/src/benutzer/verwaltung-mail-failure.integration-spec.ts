import request from 'supertest';
import type { ApiErrorBody, LehrpersonenResponse } from '@lernstapel/contracts';
import { Lizenzbestellung } from '../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Benutzer } from './entities/benutzer.entity';

/** When no mail can be handed over (SMTP server unreachable): what stands and what the user is told. */
describe('Verwaltung with a failing mail server', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // Port 1 on the loopback interface: the connection is refused at once.
    testApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    cookie = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('a new teacher is still created; the answer says the mail failed (forgot-code works later)', async () => {
    const response = await request(testApp.server)
      .post('/api/benutzer')
      .set('Cookie', cookie)
      .send({ namevoll: 'Ohne Mail', benutzername: 'ohnemail', email: 'ohne.mail@demoschule.example' })
      .expect(200);
    const body = response.body as LehrpersonenResponse;
    expect(body.message).toBe(
      'Die E-Mail konnte gerade nicht verschickt werden. Bitte versuche es später noch einmal.',
    );
    expect(body.lehrpersonen.map((row) => row.benutzername)).toContain('ohnemail');
    expect(await testApp.dataSource.getRepository(Benutzer).existsBy({ benutzername: 'ohnemail' })).toBe(
      true,
    );
  });

  it('a licence order nobody received is not recorded: 503', async () => {
    const schuleId = (await userByCode(testApp.dataSource, testApp.logins.teacherAdmin)).schule_id ?? 0;
    await testApp.dataSource
      .getRepository(Schule)
      .update(
        { id: schuleId },
        { telefon1: '044', rechnungsanschrift1: 'Postfach', rechnungsplz: '8000', rechnungsort: 'Zürich' },
      );
    const response = await request(testApp.server)
      // Next year's licence: this year's is valid already (issue 23).
      .post(`/api/schulen/lizenzbestellen/${schuleId}/${new Date().getFullYear() + 1}`)
      .set('Cookie', cookie)
      .send({ bedingungen_akzeptiert: true })
      .expect(503);
    expect((response.body as ApiErrorBody).error).toBe('server.mail.versandFehlgeschlagen');
    expect(await testApp.dataSource.getRepository(Lizenzbestellung).count()).toBe(0);
  });
});
