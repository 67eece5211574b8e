import request from 'supertest';
import type { ApiErrorBody, SchulDaten } from '@lernstapel/contracts';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { userByCode } from '../../testing/second-school';
import { Schule } from '../entities/schule.entity';

/** 01 §2, §5, §6: the school data dialog of a teacher with kann_schuldaten_bearbeiten. */
describe('GET/PUT /api/schulen/eigene', () => {
  let testApp: TestApp;
  let cookie: string;
  let schuleId: number;
  const schulen = () => testApp.dataSource.getRepository(Schule);
  const put = (body: object) =>
    request(testApp.server).put('/api/schulen/eigene').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    schuleId = (await userByCode(testApp.dataSource, testApp.logins.teacherAdmin)).schule_id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the own school with every field and the contact persons', async () => {
    const response = await request(testApp.server)
      .get('/api/schulen/eigene')
      .set('Cookie', cookie)
      .expect(200);
    const daten = response.body as SchulDaten;
    const stored = await schulen().findOneByOrFail({ id: schuleId });
    expect(daten.name1).toBe(stored.name1);
    expect(daten.lizenz_jahr).toBe(stored.lizenz_jahr);
    expect(Array.isArray(daten.schule_ansprechpartner)).toBe(true);
    expect(daten).not.toHaveProperty('id');
  });

  it('saves the school data with the billing address; lizenz_jahr stays', async () => {
    const before = await schulen().findOneByOrFail({ id: schuleId });
    const response = await put({
      name1: ' Neue Demoschule ',
      telefon1: '044 123 45 67',
      rechnungsanschrift1: 'Postfach 1',
      rechnungsplz: '8000',
      rechnungsort: 'Zürich',
      rechnungsland: 'CH',
    }).expect(200);
    expect(response.body as SchulDaten).toMatchObject({
      name1: 'Neue Demoschule',
      telefon1: '044 123 45 67',
      rechnungsplz: '8000',
      rechnungsland: 'CH',
      lizenz_jahr: before.lizenz_jahr,
    });
    const after = await schulen().findOneByOrFail({ id: schuleId });
    expect(after).toMatchObject({
      name1: 'Neue Demoschule',
      rechnungsort: 'Zürich',
      lizenz_jahr: before.lizenz_jahr,
    });
    expect(after.anschrift1).toBe(before.anschrift1);
  });

  it.each([
    [{ name1: '  ' }, 'Bitte gib den Namen der Schule ein.'],
    [{ name1: 'Schule', plz: '12345678901' }, 'Die Postleitzahl darf höchstens 10 Zeichen lang sein.'],
    [
      { name1: 'Schule', rechnungsplz: '12345678901' },
      'Die Postleitzahl der Rechnungsanschrift darf höchstens 10 Zeichen lang sein.',
    ],
    [{ name1: 'Schule', land: 'FR' }, 'Bitte wähle Deutschland, Schweiz oder Österreich.'],
    [{ name1: 'Schule', lizenz_jahr: 2099 }, 'Das Feld „lizenz_jahr“ ist hier nicht erlaubt.'],
    [{ name1: 'Schule', id: 1 }, 'Das Feld „id“ ist hier nicht erlaubt.'],
  ])('bad input %j → German 400, nothing changed', async (body, message) => {
    const before = await schulen().find({ order: { id: 'ASC' } });
    const response = await put(body).expect(400);
    const error = response.body as ApiErrorBody;
    expect([error.message, ...(error.details ?? [])]).toContain(message);
    expect(await schulen().find({ order: { id: 'ASC' } })).toEqual(before);
  });
});
