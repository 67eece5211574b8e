import request from 'supertest';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Benutzer } from './entities/benutzer.entity';
import { addDemoPupil, addIndividual } from './klasse-fixture';

/** Issue 29: the main administration deletes a person without a school (Art. 17 requests by e-mail). */
describe('DELETE /api/benutzer/einzelperson/{id}', () => {
  let testApp: TestApp;
  let admin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const loeschen = (id: number) =>
    request(testApp.server).delete(`/api/benutzer/einzelperson/${id}`).set('Cookie', admin);

  it('deletes the individual with their pupils and data, and answers the new list', async () => {
    const person = await addIndividual(testApp.dataSource, { email: 'erika@privat.example' });
    const schueler = await addDemoPupil(testApp.dataSource, {
      schule_id: null,
      klassen_code: person.klassen_code,
      create_user_id: person.id,
    });
    await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Privat', eigentuemer_id: person.id });
    await testApp.dataSource
      .getRepository(Mailausgang)
      .save({ benutzer_id: person.id, empfaenger: 'erika@privat.example', betreff: 'Code', text: 'X' });

    const response = await loeschen(person.id).expect(200);

    expect(response.body.map((zeile: { id: number }) => zeile.id)).not.toContain(person.id);
    const benutzer = testApp.dataSource.getRepository(Benutzer);
    expect(await benutzer.countBy([{ id: person.id }, { id: schueler.id }])).toBe(0);
    expect(
      await testApp.dataSource.getRepository(Unterrichtsmodul).countBy({ eigentuemer_id: person.id }),
    ).toBe(0);
    expect(
      await testApp.dataSource.getRepository(Mailausgang).countBy({ empfaenger: 'erika@privat.example' }),
    ).toBe(0);
  });

  it.each([
    ['a person of a school', 409, 'admin.einzelpersonHatSchule'],
    ['a main administrator', 403, 'admin.hauptadminNichtLoeschen'],
    ['nobody', 404, 'fehler.nichtGefunden'],
  ] as const)('refuses %s with a German message and deletes nothing', async (fall, status, fehler) => {
    const benutzer = testApp.dataSource.getRepository(Benutzer);
    const id =
      fall === 'a person of a school'
        ? (await addDemoPupil(testApp.dataSource)).id
        : fall === 'a main administrator'
          ? (await benutzer.findOneByOrFail({ ist_main_admin: true })).id
          : 999_999;
    const vorher = await benutzer.count();
    const response = await loeschen(id).expect(status);
    expect(response.body.error).toBe(fehler);
    expect(response.body.message.length).toBeGreaterThan(0);
    expect(await benutzer.count()).toBe(vorher);
  });

  it('20 identical requests at once: one deletes, the others find nobody; never a 5xx', async () => {
    const person = await addIndividual(testApp.dataSource);
    const antworten = await Promise.all(Array.from({ length: 20 }, () => loeschen(person.id)));
    const status = antworten.map((antwort) => antwort.status);
    expect(status.filter((s) => s >= 500)).toEqual([]);
    expect(status.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(status.every((s) => s === 200 || s === 404)).toBe(true);
    expect(await testApp.dataSource.getRepository(Benutzer).countBy({ id: person.id })).toBe(0);
  }, 60_000);

  it('20 different people at once: all deleted, never a 5xx', async () => {
    const personen = await Promise.all(Array.from({ length: 20 }, () => addIndividual(testApp.dataSource)));
    const antworten = await Promise.all(personen.map((person) => loeschen(person.id)));
    expect(antworten.map((antwort) => antwort.status)).toEqual(personen.map(() => 200));
    const ids = personen.map((person) => ({ id: person.id }));
    expect(await testApp.dataSource.getRepository(Benutzer).countBy(ids)).toBe(0);
  }, 60_000);
});
