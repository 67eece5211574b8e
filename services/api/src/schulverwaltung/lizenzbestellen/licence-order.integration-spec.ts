import request from 'supertest';
import type { ApiErrorBody, MeldungResponse } from '@lernstapel/contracts';
import { Mailausgang } from '../../mail/entities/mailausgang.entity';
import { Lizenzbestellung } from '../../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { userByCode } from '../../testing/second-school';

/** 01 §5, §9: the licence order (POST instead of the spec's GET, DEVIATIONS 5). */
describe('POST /api/schulen/lizenzbestellen/{schuleId}/{year}', () => {
  let testApp: TestApp;
  let cookie: string;
  let schuleId: number;
  const year = new Date().getFullYear();
  const orders = () => testApp.dataSource.getRepository(Lizenzbestellung);
  const order = (body: object, jahr = year) =>
    request(testApp.server)
      .post(`/api/schulen/lizenzbestellen/${schuleId}/${jahr}`)
      .set('Cookie', cookie)
      .send(body);

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    schuleId = (await userByCode(testApp.dataSource, testApp.logins.teacherAdmin)).schule_id ?? 0;
    await testApp.dataSource.getRepository(Schule).update(
      { id: schuleId },
      // Last year's licence: this year's is to be ordered.
      {
        telefon1: null,
        rechnungsanschrift1: null,
        rechnungsplz: null,
        rechnungsort: '  ',
        lizenz_jahr: year - 1,
      },
    );
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the red list of missing fields (01 §5) and records nothing', async () => {
    const response = await order({ bedingungen_akzeptiert: true }).expect(400);
    const error = response.body as ApiErrorBody;
    expect(error.message).toBe('Telefon 1 fehlt');
    expect(error.details).toEqual([
      'Telefon 1 fehlt',
      'Rechnungsanschrift 1 fehlt',
      'Postleitzahl fehlt',
      'Ort fehlt',
    ]);
    expect(await orders().count()).toBe(0);
  });

  it('needs the accepted terms', async () => {
    await testApp.dataSource.getRepository(Schule).update(
      { id: schuleId },
      {
        telefon1: '044 000 00 00',
        rechnungsanschrift1: 'Postfach 9',
        rechnungsplz: '8000',
        rechnungsort: 'Zürich',
      },
    );
    const response = await order({ bedingungen_akzeptiert: false }).expect(400);
    expect((response.body as ApiErrorBody).message).toBe('Bitte akzeptiere die Lizenzbedingungen.');
    await order({}).expect(400);
    expect(await orders().count()).toBe(0);
  });

  it.each([year - 1, year + 2])('refuses the year %i (only the current or the next one)', async (jahr) => {
    const response = await order({ bedingungen_akzeptiert: true }, jahr).expect(400);
    expect((response.body as ApiErrorBody).error).toBe('verwaltung.lizenzJahrUngueltig');
    expect(await orders().count()).toBe(0);
  });

  it('records the order at 300.00 EUR, mails it to the provider and answers a German message', async () => {
    const response = await order({ bedingungen_akzeptiert: true }).expect(200);
    expect((response.body as MeldungResponse).message).toBe(
      `Vielen Dank! Die Schul-Lizenz für das Jahr ${year} ist bestellt. Die Rechnung über 300.00 EUR folgt in den nächsten Tagen.`,
    );
    const rows = await orders().find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ schule_id: schuleId, jahr: year, betrag: 300 });
    const mail = await testApp.dataSource
      .getRepository(Mailausgang)
      .findOneByOrFail({ empfaenger: 'lizenz@lernstapel.example' });
    expect(mail.betreff).toContain(String(year));
    expect(mail.text).toContain('Postfach 9');
    expect(mail.text).toContain('300.00 EUR');
    expect(mail.text).toContain('Anna Müller');
    // The school's licence year is set by a main administrator, not by the order.
  });

  it('refuses a licence already valid for the year with a German message, records and mails nothing (issue 23)', async () => {
    await testApp.dataSource.getRepository(Schule).update({ id: schuleId }, { lizenz_jahr: year });
    const ordersBefore = await orders().count();
    const mailsBefore = await testApp.dataSource.getRepository(Mailausgang).count();
    const response = await order({ bedingungen_akzeptiert: true }).expect(409);
    expect((response.body as ApiErrorBody).message).toBe(
      `Die Schul-Lizenz für das Jahr ${year} ist bereits gültig. Eine neue Bestellung ist nicht nötig.`,
    );
    expect(await orders().count()).toBe(ordersBefore);
    expect(await testApp.dataSource.getRepository(Mailausgang).count()).toBe(mailsBefore);
    // Next year's licence can still be ordered.
    await order({ bedingungen_akzeptiert: true }, year + 1).expect(200);
  });
});
