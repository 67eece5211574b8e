import request from 'supertest';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';

const LEHRPERSONEN = 10;
const TEILE = 6;

/**
 * Issue 22 §3: ten teachers save the questions of ten different exams at the same moment, twice in a
 * row (delete-then-reinsert of each exam's parts). On MariaDB this deadlocked: one teacher got 500
 * and the exam lost its questions. Every save succeeds and every exam keeps exactly its parts.
 */
describe('ten teachers saving exam questions at once', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 200 to every save and keeps each exam’s parts', async () => {
    const demo = await testApp.dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'tweber' });
    const saves: { cookie: string; pruefungId: number; body: object }[] = [];
    for (let i = 0; i < LEHRPERSONEN; i++) {
      const lehrperson = await testApp.dataSource.getRepository(Benutzer).save({
        benutzername: `pruefer${i}`,
        namevoll: `Prüfer ${i}`,
        anmeldecode: randomLoginCode(),
        schule_id: demo.schule_id,
        klassen_code: DEMO_CLASS_CODE,
      });
      const stapel = await testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .save({ bezeichnung: `Prüfungsstapel ${i}`, eigentuemer_id: lehrperson.id });
      const karten = await testApp.dataSource.getRepository(Unterrichtsmodulteil).save(
        Array.from({ length: TEILE }, (_unused, n) => ({
          unterrichtsmodule_id: stapel.id,
          autor_id: lehrperson.id,
          frage: `Frage ${n}`,
          antwort1: `Antwort ${n}`,
        })),
      );
      const pruefung = await testApp.dataSource.getRepository(Pruefung).save({
        titel: `Prüfung ${i}`,
        klassen_code: DEMO_CLASS_CODE,
        datum: '2999-01-01',
        freigegeben: false,
        ersteller_benutzer_id: lehrperson.id,
        schule_id: demo.schule_id,
        gesamtpunktezahl: 0,
      });
      saves.push({
        cookie: await sessionCookieFor(testApp, lehrperson.anmeldecode),
        pruefungId: pruefung.id,
        body: {
          unterrichtsmodul_id: stapel.id,
          teile: karten.map((karte) => ({ unterrichtsmodulteil_id: karte.id, punkte: 1 })),
        },
      });
    }
    for (let runde = 0; runde < 3; runde++) {
      const antworten = await Promise.all(
        saves.map(({ cookie, pruefungId, body }) =>
          request(testApp.server)
            .put(`/api/pruefungen/pruefungsteile/${pruefungId}`)
            .set('Cookie', cookie)
            .send(body),
        ),
      );
      expect(antworten.map(({ status }) => status)).toEqual(Array(LEHRPERSONEN).fill(200));
    }
    for (const { pruefungId } of saves) {
      expect(await testApp.dataSource.getRepository(Pruefungsteil).countBy({ pruefung_id: pruefungId })).toBe(
        TEILE,
      );
    }
  }, 120_000);
});
