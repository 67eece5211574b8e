import request from 'supertest';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';

/** Bad input always gets a German 400 (or 415) in the ApiErrorBody shape, never a 500. */
describe('bad input', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const login = () => request(testApp.server).post('/api/benutzer/check');

  it('missing anmeldecode → 400 with the field named in German', async () => {
    const response = await login().send({}).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      error: 'fehler.ungueltigeEingabe',
      message: 'Die Eingabe ist ungültig.',
    });
    expect(response.body.details).toContain('Das Feld „Anmeldecode“ muss ausgefüllt sein.');
  });

  it('empty anmeldecode → 400', async () => {
    const response = await login().send({ anmeldecode: '' }).expect(400);
    expect(response.body.details).toEqual(['Das Feld „Anmeldecode“ muss ausgefüllt sein.']);
  });

  it('wrong types → 400 per field', async () => {
    const response = await login().send({ anmeldecode: 12345, merken: 'ja' }).expect(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        'Das Feld „Anmeldecode“ muss ein Text sein.',
        'Das Feld „Anmeldung auf diesem Browser speichern“ muss wahr oder falsch sein.',
      ]),
    );
  });

  it('too long → 400 naming the maximum', async () => {
    const response = await login()
      .send({ anmeldecode: 'A'.repeat(65) })
      .expect(400);
    expect(response.body.details).toEqual(['Das Feld „Anmeldecode“ darf höchstens 64 Zeichen lang sein.']);
  });

  it('unknown field → 400', async () => {
    const response = await login().send({ anmeldecode: testApp.logins.teacher, isAdmin: true }).expect(400);
    expect(response.body.details).toEqual(['Das Feld „isAdmin“ ist hier nicht erlaubt.']);
  });

  it('malformed JSON → 400 German', async () => {
    const response = await login()
      .set('Content-Type', 'application/json')
      .send('{"anmeldecode": ')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'server.anfrage.ungueltigesJson',
      message: 'Die Anfrage enthält kein gültiges JSON.',
    });
  });

  it('JSON that is not an object → 400 German', async () => {
    const text = await login().set('Content-Type', 'application/json').send('"ABC"').expect(400);
    expect(text.body.error).toBe('fehler.ungueltigeEingabe');
    expect(text.body.details).toContain('Das Feld „Anmeldecode“ muss ausgefüllt sein.');
    const list = await login().set('Content-Type', 'application/json').send('[1,2]').expect(400);
    expect(list.body.error).toBe('fehler.ungueltigeEingabe');
  });

  it('a body that is not JSON → 415 German (JSON bodies only, DEVIATIONS 5)', async () => {
    const plain = await login().set('Content-Type', 'text/plain').send('anmeldecode=X').expect(415);
    expect(plain.body).toEqual({
      statusCode: 415,
      error: 'server.anfrage.nurJson',
      message: 'Die Anfrage muss ihre Daten als JSON senden.',
    });
    const form = await login().type('form').send({ anmeldecode: 'X' }).expect(415);
    expect(form.body.error).toBe('server.anfrage.nurJson');
  });

  it('a body over 1 MB → 413 German, naming the limit', async () => {
    const response = await login()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ anmeldecode: 'A'.repeat(1024 * 1024) }))
      .expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'server.anfrage.zuGross',
      message: 'Die Anfrage ist zu groß: höchstens 1 MB sind erlaubt.',
    });
  });

  it('a non-numeric or negative id in the URL → 400 German', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await request(testApp.server)
        .get(`/api/unterrichtsmodule/${id}`)
        .set('Cookie', cookie)
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'server.anfrage.ungueltigeId',
        message: 'Die Kennung in der Adresse muss eine positive ganze Zahl sein.',
      });
    }
  });

  it('only plain decimal ids pass: 1%20, 1e3, 0x10, 01 and +1 → 400, nothing deleted (issue 14 #10)', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    const schools = () => testApp.dataSource.getRepository(Schule).count();
    const before = await schools();
    for (const id of ['1%20', '1e3', '0x10', '01', '%2B1', '1.0']) {
      const response = await request(testApp.server)
        .post(`/api/schulen/delete/${id}`)
        .set('Cookie', cookie)
        .expect(400);
      expect(response.body.error).toBe('server.anfrage.ungueltigeId');
    }
    expect(await schools()).toBe(before);
  });

  it('JSON nested 2,000 levels deep → German 400 before validation, also anonymous (issue 14 #8)', async () => {
    const deep = `{"anmeldecode":${'['.repeat(2000)}${']'.repeat(2000)}}`;
    const response = await login().set('Content-Type', 'application/json').send(deep).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'server.anfrage.zuTiefVerschachtelt',
      message: 'Die Anfrage ist zu tief verschachtelt (höchstens 16 Ebenen).',
    });
    // Close to the 1 MB limit, still a 400 and not a stack overflow.
    const deepest = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    await login().set('Content-Type', 'application/json').send(deepest).expect(400);
  });

  it('school contacts [[]], a teacher id null and 32,768 × ä in a setting → German 400 (issue 14 #8)', async () => {
    const admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    const kontakte = await request(testApp.server)
      .put('/api/schulen/eigene')
      .set('Cookie', admin)
      .send({ name1: 'Demoschule', schule_ansprechpartner: [[]] })
      .expect(400);
    expect(kontakte.body.error).toBe('fehler.ungueltigeEingabe');
    const ohneId = await request(testApp.server)
      .post('/api/benutzer')
      .set('Cookie', admin)
      .send({ id: null, namevoll: 'Neu', benutzername: 'neu', email: 'neu@example.org' })
      .expect(400);
    expect(ohneId.body.details).toContain('Das Feld „Eingabe“ muss eine ganze Zahl sein.');

    const einstellung = (textvalue: string) =>
      request(testApp.server)
        .post('/api/benutzereinstellungen')
        .set('Cookie', admin)
        .send({ tag: 'anweisungvorpruefung', textvalue });
    const zuLang = await einstellung('ä'.repeat(32_768)).expect(400);
    expect(zuLang.body.details).toEqual(['Das Feld „Eingabe“ ist zu lang. Bitte kürze den Text.']);
    // 65,534 bytes fit the TEXT column (MariaDB in CI) and come back whole.
    const passt = await einstellung('ä'.repeat(32_767)).expect(200);
    const gespeichert = (passt.body as { tag: string; textvalue: string }[]).find(
      (row) => row.tag === 'anweisungvorpruefung',
    );
    expect(gespeichert?.textvalue).toHaveLength(32_767);
  });
});
