import request from 'supertest';
import type { DataSource } from 'typeorm';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { createSchoolFixture, type SchoolFixture } from '../database/testing/school-fixture';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { Lizenzbestellung } from '../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { DATENSCHUTZ_KARTE } from './testing/datenschutz-karte';

interface Person {
  id: number;
  /** Name, username, code, e-mail: values no personal column may hold after the deletion. */
  werte: string[];
}

const TEXT_TYPEN = new Set<unknown>(['varchar', 'text', String]);

/**
 * Every trace of the people in the mapped tables: rows whose user column names them, and personal,
 * secret or copied text columns holding one of their values. '' for none.
 */
async function spurenVon(dataSource: DataSource, personen: readonly Person[]): Promise<string[]> {
  const escape = (name: string) => dataSource.driver.escape(name);
  const ids = personen.map((person) => person.id);
  const werte = personen.flatMap((person) => person.werte);
  const spuren: string[] = [];
  for (const { tabelle, spalten } of DATENSCHUTZ_KARTE) {
    const metadata = dataSource.entityMetadatas.find((eintrag) => eintrag.tableName === tabelle);
    for (const [spalte, art] of Object.entries(spalten)) {
      const typ = metadata?.findColumnWithDatabaseName(spalte)?.type;
      const gesucht = art.art === 'benutzer' ? ids : art.art !== 'sache' && TEXT_TYPEN.has(typ) ? werte : [];
      if (gesucht.length === 0) continue;
      const rows: { n: number | string }[] = await dataSource.query(
        `SELECT COUNT(*) AS n FROM ${escape(tabelle)} WHERE ${escape(spalte)} IN (${gesucht.map(() => '?').join(', ')})`,
        gesucht,
      );
      const n = Number(rows[0]?.n);
      if (n > 0) spuren.push(`${tabelle}.${spalte}: ${n}`);
    }
  }
  return spuren;
}

async function person(dataSource: DataSource, id: number): Promise<Person> {
  const benutzer = await dataSource.getRepository(Benutzer).findOneByOrFail({ id });
  const werte = [
    benutzer.benutzername,
    benutzer.namevoll,
    benutzer.anmeldecode,
    benutzer.email,
    benutzer.kuerzel,
  ];
  return { id, werte: werte.filter((wert): wert is string => typeof wert === 'string' && wert !== '') };
}

/** Issue 16, Art. 17: deleting a pupil, a teacher's account or a school leaves no personal column behind. */
describe('deletion through the privacy map', () => {
  let testApp: TestApp;
  let fixture: SchoolFixture;

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await testApp.dataSource.transaction((manager) => createSchoolFixture(manager));
    const users = testApp.dataSource.getRepository(Benutzer);
    await users.update({ id: fixture.teacherA.id }, { email: 'lehrer.a@example.org', kuerzel: 'LA' });
    await users.update({ id: fixture.pupilA.id }, { email: 'schueler.a@example.org' });
    await users.update({ id: fixture.teacherB.id }, { email: 'lehrer.b@example.org' });
    // Copies of the e-mail without a user id: the school's address and a mail sent before the account existed.
    await testApp.dataSource
      .getRepository(Schule)
      .update({ id: fixture.schoolA.id }, { email1: 'Lehrer.A@example.org' });
    await testApp.dataSource.getRepository(Mailausgang).insert({
      benutzer_id: null,
      empfaenger: 'lehrer.a@example.org',
      betreff: 'Registrierung',
      text: 'Code',
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('a teacher removing a pupil leaves no trace of the pupil, and the teacher’s data stays', async () => {
    const pupil = await person(testApp.dataSource, fixture.pupilA.id);
    expect((await spurenVon(testApp.dataSource, [pupil])).length).toBeGreaterThan(12);

    const cookie = await sessionCookieFor(testApp, fixture.teacherA.anmeldecode);
    await request(testApp.server)
      .post('/api/benutzer/removeschueler')
      .set('Cookie', cookie)
      .send({ id: pupil.id })
      .expect(200);

    expect(await spurenVon(testApp.dataSource, [pupil])).toEqual([]);
    const teacher = await person(testApp.dataSource, fixture.teacherA.id);
    expect((await spurenVon(testApp.dataSource, [teacher])).length).toBeGreaterThan(10);
  });

  it('a teacher deleting their account leaves no trace; rows of others that named them stay, anonymised', async () => {
    const teacher = await person(testApp.dataSource, fixture.teacherA.id);
    const cookie = await sessionCookieFor(testApp, fixture.teacherA.anmeldecode);
    await request(testApp.server).delete('/api/benutzer/konto').set('Cookie', cookie).expect(204);

    expect(await spurenVon(testApp.dataSource, [teacher])).toEqual([]);
    // The card in school B's stack, the licence order and the school keep, without the person.
    const karte = await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .findOneByOrFail({ id: fixture.cardB.id });
    expect(karte.autor_id).toBeNull();
    const bestellung = await testApp.dataSource
      .getRepository(Lizenzbestellung)
      .findOneByOrFail({ schule_id: fixture.schoolA.id });
    expect(bestellung.bestellt_von_benutzer_id).toBeNull();
    const schule = await testApp.dataSource.getRepository(Schule).findOneByOrFail({ id: fixture.schoolA.id });
    expect(schule.email1).toBeNull();
  });

  it('deleting a school leaves no trace of any of its users', async () => {
    const teacherB = await person(testApp.dataSource, fixture.teacherB.id);
    expect((await spurenVon(testApp.dataSource, [teacherB])).length).toBeGreaterThan(3);
    const admin = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
    await request(testApp.server)
      .post(`/api/schulen/delete/${fixture.schoolB.id}`)
      .set('Cookie', admin)
      .expect(200);

    expect(await spurenVon(testApp.dataSource, [teacherB])).toEqual([]);
    expect(await testApp.dataSource.getRepository(Schule).countBy({ id: fixture.schoolB.id })).toBe(0);
    // The individual and the main administrator of the fixture are untouched.
    const bleibende = await testApp.dataSource
      .getRepository(Benutzer)
      .countBy([{ id: fixture.individual.id }, { id: fixture.mainAdmin.id }]);
    expect(bleibende).toBe(2);
  });
});
