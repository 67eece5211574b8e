import request from 'supertest';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { Mailausgang } from './entities/mailausgang.entity';
import { MailService } from './mail.service';

/** GET /api/mails: the outbox list, main administrators only (mails carry login codes, DEVIATIONS 2). */
describe('GET /api/mails', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ mailRateLimit: { windowMs: 60_000, perClient: 1000, global: 1000 } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the recorded mails newest first for the main administrator', async () => {
    const mail = testApp.app.get(MailService);
    await mail.send({ to: 'erste@example.org', subject: 'Erste', text: 'eins' });
    await mail.send({ to: 'zweite@example.org', subject: 'Zweite', text: 'zwei' });
    await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send({
        art: 'einzelperson',
        namevoll: 'Dritte Person',
        benutzername: 'dritte',
        email: 'dritte@example.org',
      })
      .expect(201);

    const cookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    const response = await request(testApp.server).get('/api/mails').set('Cookie', cookie).expect(200);
    expect(response.body.map((zeile: { empfaenger: string }) => zeile.empfaenger)).toEqual([
      'dritte@example.org',
      'zweite@example.org',
      'erste@example.org',
    ]);
    const row = await testApp.dataSource
      .getRepository(Mailausgang)
      .findOneOrFail({ where: { betreff: 'Zweite' } });
    expect(response.body[1]).toEqual({
      id: row.id,
      empfaenger: 'zweite@example.org',
      betreff: 'Zweite',
      text: 'zwei',
      erstellt_am: row.erstellt_am.toISOString(),
      gesendet_am: null,
    });
    expect(response.body[0].text).toContain('Benutzername: dritte');
  });

  it.each(['teacherAdmin', 'teacher', 'pupil1'] as const)('refuses %s with 403', async (role) => {
    const cookie = await sessionCookieFor(testApp, testApp.logins[role]);
    const response = await request(testApp.server).get('/api/mails').set('Cookie', cookie).expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'fehler.keineBerechtigung',
      message: 'Dafür fehlt dir die Berechtigung.',
    });
  });

  it('refuses callers without a session with 401', async () => {
    await request(testApp.server).get('/api/mails').expect(401);
  });
});
