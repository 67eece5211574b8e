import request from 'supertest';
import { Mailausgang } from '../../mail/entities/mailausgang.entity';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { userByCode } from '../../testing/second-school';
import { Benutzer } from '../entities/benutzer.entity';

const HIGH_LIMITS = { windowMs: 60_000, perClient: 1000, global: 1000 };

/** 'Anmeldecode vergessen?' (01 §4/§8, DEVIATIONS 2): the code goes by mail, the browser gets a status. */
describe('POST /api/benutzer/anmeldecodevergessen', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ mailRateLimit: HIGH_LIMITS });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const vergessen = (body: unknown) =>
    request(testApp.server)
      .post('/api/benutzer/anmeldecodevergessen')
      .send(body as object);
  const mails = () => testApp.dataSource.getRepository(Mailausgang);

  it('mails the code of a known address and answers only {versendet: true}', async () => {
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const response = await vergessen({ email: ' Thomas.Weber@demoschule.example' }).expect(200);
    expect(response.body).toEqual({ versendet: true });
    expect(JSON.stringify(response.body)).not.toContain(testApp.logins.teacher);

    const [mail] = await mails().find({ where: { benutzer_id: teacher.id }, order: { id: 'DESC' }, take: 1 });
    expect(mail).toMatchObject({
      empfaenger: 'thomas.weber@demoschule.example',
      betreff: 'Dein Anmeldecode für Lernstapel',
    });
    expect(mail?.text).toContain(
      `Benutzername: ${teacher.benutzername}\nAnmeldecode: ${testApp.logins.teacher}`,
    );
    expect(mail?.betreff).not.toContain(testApp.logins.teacher);
  });

  it("finds a pupil's address typed in another case; a second user cannot share it (unique key)", async () => {
    const [lena, mia] = [
      await userByCode(testApp.dataSource, testApp.logins.pupil1),
      await userByCode(testApp.dataSource, testApp.logins.pupil2),
    ];
    const users = testApp.dataSource.getRepository(Benutzer);
    await users.update({ id: lena.id }, { email: 'familie@privat.example' });
    await expect(users.update({ id: mia.id }, { email: 'familie@privat.example' })).rejects.toThrow();
    const before = await mails().count();

    await vergessen({ email: ' FAMILIE@privat.example' }).expect(200);

    expect(await mails().count()).toBe(before + 1);
    const [mail] = await mails().find({ order: { id: 'DESC' }, take: 1 });
    expect(mail?.empfaenger).toBe('familie@privat.example');
    expect(mail?.text).toContain(`Benutzername: ${lena.benutzername}\nAnmeldecode: ${testApp.logins.pupil1}`);
    expect(mail?.text).not.toContain(testApp.logins.pupil2);
  });

  it('answers an unknown address with 404 and the text of 01 §8, and sends nothing', async () => {
    const before = await mails().count();
    const response = await vergessen({ email: 'niemand@nirgends.example' }).expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'login.emailNichtRegistriert',
      message: 'Diese E-Mail-Adresse ist nicht registriert.',
    });
    expect(await mails().count()).toBe(before);
  });

  it.each([
    ['a malformed address', { email: 'kein-at-zeichen' }, 'validierung.emailUngueltig'],
    ['a blank address', { email: '   ' }, 'validierung.emailFehlt'],
    ['no address', {}, 'fehler.ungueltigeEingabe'],
    ['a number', { email: 12 }, 'fehler.ungueltigeEingabe'],
    ['an unknown field', { email: 'a@b.example', anmeldecode: 'X' }, 'fehler.ungueltigeEingabe'],
  ])('answers %s with a German 400 and sends nothing', async (_name, body, error) => {
    const before = await mails().count();
    const response = await vergessen(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error });
    expect(await mails().count()).toBe(before);
  });
});
