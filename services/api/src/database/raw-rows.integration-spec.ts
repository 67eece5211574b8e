import { DataSource } from 'typeorm';
import { Lernstand } from '../unterrichtsmodulteile/quiz/entities/lernstand.entity';
import { alsSpalten, naechsterLernstand } from '../unterrichtsmodulteile/quiz/lernplan';
import { isMysqlUrl } from './data-source-options';
import { Anfrage } from '../anfragen/entities/anfrage.entity';
import { aendern, alsEntity, einfuegen, einfuegenMitId, spaltenVon } from './raw-rows';
import { createSchoolFixture, type SchoolFixture } from './testing/school-fixture';
import { createTestDataSource, type TestDatabase } from './testing/test-database';

const DRIVERS: { driver: string; env: Record<string, string | undefined> }[] = [
  { driver: 'better-sqlite3', env: { DATABASE_URL: 'sqlite::memory:' } },
  ...(isMysqlUrl(process.env['DATABASE_URL'] ?? '') ? [{ driver: 'mysql', env: process.env }] : []),
];

/** A real FSRS state (fractional doubles, a date) with the other date null, as after a first answer. */
const STAND = {
  ...alsSpalten(naechsterLernstand(null, true, new Date('2026-11-24T13:45:12.000Z'))),
  letzte_wiederholung: null,
};

describe.each(DRIVERS)('plain SQL helpers on $driver', ({ env }) => {
  let testDatabase: TestDatabase;
  let dataSource: DataSource;
  let fixture: SchoolFixture;

  beforeAll(async () => {
    testDatabase = await createTestDataSource(env);
    dataSource = await new DataSource(testDatabase.options).initialize();
    fixture = await createSchoolFixture(dataSource.manager);
    await dataSource.getRepository(Lernstand).clear();
  }, 60_000);

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await testDatabase?.dispose();
  });

  const lesen = async (benutzerId: number) => {
    const [zeile] = await dataSource.query(
      `SELECT ${spaltenVon(dataSource, Lernstand, 'stand')} FROM lernstand stand WHERE stand.benutzer_id = ?`,
      [benutzerId],
    );
    return alsEntity(dataSource, Lernstand, zeile);
  };

  it('writes a row as TypeORM does and reads it back as TypeORM would (dates, doubles, null)', async () => {
    const karte = fixture.cardB.id;
    await dataSource.transaction((manager) =>
      einfuegen(manager, Lernstand, {
        benutzer_id: fixture.teacherA.id,
        unterrichtsmodulteil_id: karte,
        ...STAND,
      }),
    );
    await dataSource.manager.insert(Lernstand, {
      benutzer_id: fixture.pupilA.id,
      unterrichtsmodulteil_id: karte,
      ...STAND,
    });

    const vonHand = await lesen(fixture.teacherA.id);
    const vonTypeorm = await dataSource
      .getRepository(Lernstand)
      .findOneByOrFail({ benutzer_id: fixture.pupilA.id });
    expect(vonHand).toEqual(await dataSource.getRepository(Lernstand).findOneByOrFail({ id: vonHand.id }));
    expect({ ...vonHand, id: 0, benutzer_id: 0 }).toEqual({ ...vonTypeorm, id: 0, benutzer_id: 0 });
    expect(vonHand.faellig_am).toEqual(STAND.faellig_am);
    expect(vonHand.letzte_wiederholung).toBeNull();
  });

  it('changes only the rows matching every condition and says how many it changed', async () => {
    const { id } = await lesen(fixture.teacherA.id);
    const spaeter = new Date('2026-12-01T08:00:00.000Z');
    const geaendert = (wiederholungen: number) =>
      dataSource.transaction((manager) =>
        aendern(manager, Lernstand, { faellig_am: spaeter, wiederholungen: 2 }, { id, wiederholungen }),
      );

    expect(await geaendert(5)).toBe(0);
    expect((await lesen(fixture.teacherA.id)).faellig_am).toEqual(STAND.faellig_am);
    expect(await geaendert(1)).toBe(1);
    expect(await lesen(fixture.teacherA.id)).toMatchObject({ faellig_am: spaeter, wiederholungen: 2 });
    expect((await lesen(fixture.pupilA.id)).wiederholungen).toBe(1);
  });

  it('refuses an update without a condition and a column the entity does not have', async () => {
    await expect(
      dataSource.transaction((manager) => aendern(manager, Lernstand, { wiederholungen: 9 }, {})),
    ).rejects.toThrow('never a whole table');
    await expect(
      dataSource.transaction((manager) =>
        einfuegen(manager, Lernstand, { unbekannt: 1 } as Partial<Lernstand>),
      ),
    ).rejects.toThrow('has no column unbekannt');
    expect(await dataSource.getRepository(Lernstand).countBy({ wiederholungen: 9 })).toBe(0);
  });

  it('inserts through TypeORM and answers the new id without reading the row back (defaults applied)', async () => {
    const neu = (schluessel: string) =>
      einfuegenMitId(dataSource.manager, Anfrage, {
        benutzer_id: fixture.pupilA.id,
        schluessel,
        route: 'POST /api/test',
        antwort: null,
      });
    const erste = await neu('erste-anfrage');
    const zweite = await neu('zweite-anfrage');
    expect(zweite).not.toBe(erste);
    const zeilen = await dataSource.getRepository(Anfrage).findBy({ benutzer_id: fixture.pupilA.id });
    const nachId = new Map(zeilen.map((zeile) => [zeile.id, zeile]));
    expect(nachId.get(erste)).toMatchObject({ schluessel: 'erste-anfrage', fertig: false });
    expect(nachId.get(zweite)).toMatchObject({ schluessel: 'zweite-anfrage', fertig: false });
    expect(nachId.get(erste)?.erstellt_am).toBeInstanceOf(Date);
  });
});
