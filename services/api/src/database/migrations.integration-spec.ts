import { DataSource } from 'typeorm';
import { Sitzung } from '../benutzer/sitzungen/entities/sitzung.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { Lizenzbestellung } from '../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { Eingabehilfe } from '../hilfe/entities/eingabehilfe.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { isMysqlUrl } from './data-source-options';
import { ALLE_ENTITIES } from './testing/alle-entities';
import { MIGRATIONS } from './migrations';
import { EINGABEHILFE_ROWS } from './migrations/1795300000001-eingabehilfe-seed';
import {
  createSchoolFixture,
  ROWS_AFTER_DELETING_SCHOOL_A,
  type SchoolFixture,
} from './testing/school-fixture';
import { countRows, danglingReferences, foreignKeys } from './testing/foreign-keys';
import { createTestDataSource, type TestDatabase } from './testing/test-database';

const DRIVERS: { driver: string; env: Record<string, string | undefined> }[] = [
  { driver: 'better-sqlite3', env: { DATABASE_URL: 'sqlite::memory:' } },
  ...(isMysqlUrl(process.env['DATABASE_URL'] ?? '') ? [{ driver: 'mysql', env: process.env }] : []),
];

describe.each(DRIVERS)('migrations on $driver', ({ driver, env }) => {
  let testDatabase: TestDatabase;
  let dataSource: DataSource;
  let tables: string[];

  beforeAll(async () => {
    testDatabase = await createTestDataSource(env);
    expect(testDatabase.options.type).toBe(driver);
    dataSource = new DataSource({ ...testDatabase.options, migrationsRun: false });
    await dataSource.initialize();
    tables = dataSource.entityMetadatas.map((metadata) => metadata.tableName);
  }, 60_000);

  afterAll(async () => {
    if (dataSource?.isInitialized) {
      await dataSource.destroy();
    }
    await testDatabase?.dispose();
  });

  it('runs every migration up on a fresh database', async () => {
    expect(await dataSource.showMigrations()).toBe(true);
    const executed = await dataSource.runMigrations({ transaction: 'each' });
    expect(executed.map((migration) => migration.name)).toEqual(
      MIGRATIONS.map((migration) => new migration().name),
    );
    expect(await dataSource.showMigrations()).toBe(false);
  }, 120_000);

  it('creates one table per entity holding exactly the entity columns with the same nullability', async () => {
    expect(tables).toHaveLength(ALLE_ENTITIES.length);
    const queryRunner = dataSource.createQueryRunner();
    try {
      for (const metadata of dataSource.entityMetadatas) {
        const table = await queryRunner.getTable(metadata.tableName);
        expect(table).toBeDefined();
        const dbColumns = Object.fromEntries(
          (table?.columns ?? []).map((column) => [column.name, column.isNullable]),
        );
        const entityColumns = Object.fromEntries(
          metadata.columns.map((column) => [column.databaseName, column.isNullable]),
        );
        expect({ table: metadata.tableName, columns: dbColumns }).toEqual({
          table: metadata.tableName,
          columns: entityColumns,
        });
      }
    } finally {
      await queryRunner.release();
    }
  });

  it('enforces foreign keys', async () => {
    if (driver === 'better-sqlite3') {
      expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    }
    await expect(
      dataSource
        .getRepository(Unterrichtsmodul)
        .insert({ bezeichnung: 'ohne Besitzer', eigentuemer_id: 999_999 }),
    ).rejects.toThrow();
  });

  it('seeds the special-character help in the migration', async () => {
    const rows = await dataSource.getRepository(Eingabehilfe).find({ order: { id: 'ASC' } });
    expect(
      rows.map(({ zeichenklein, eingabeklein, zeichengross, eingabegross }) => ({
        zeichenklein,
        eingabeklein,
        zeichengross,
        eingabegross,
      })),
    ).toEqual(EINGABEHILFE_ROWS.map((row) => ({ ...row })));
  });

  describe('with a school full of data', () => {
    let fixture: SchoolFixture;

    beforeAll(async () => {
      fixture = await dataSource.transaction((manager) => createSchoolFixture(manager));
    }, 60_000);

    it('fills every table', async () => {
      for (const table of tables) {
        const rows = await countRows(dataSource, table);
        expect({ table, filled: rows > 0 }).toEqual({ table, filled: true });
      }
    });

    it('applies the spec defaults to a new card (02 §3/§9)', async () => {
      const card = await dataSource
        .getRepository(Unterrichtsmodulteil)
        .findOneByOrFail({ id: fixture.cardB.id });
      expect(card).toMatchObject({
        anzahl_antworten: 4,
        aktiv: true,
        wahroderfalsch: 0,
        stapelfach_nr: 1,
        multiplechoice: false,
        youtube_video_startzeit: 0,
        youtube_video_laufzeit: 0,
        beschriftung_1_x: 0,
        beschriftung_4_x: 160,
        beschriftung_10_x: 400,
        beschriftung_10_y: 0,
        beschriftung_7_pfeil: 1,
      });
    });

    it('round-trips booleans, dates, decimals and the land default', async () => {
      const session = await dataSource
        .getRepository(Sitzung)
        .findOneByOrFail({ benutzer_id: fixture.teacherA.id });
      expect(session.laeuft_ab_am.toISOString()).toBe('2030-01-02T03:04:05.000Z');
      expect(session.erstellt_am).toBeInstanceOf(Date);
      expect(Math.abs(session.erstellt_am.getTime() - Date.now())).toBeLessThan(5 * 60_000);
      const order = await dataSource
        .getRepository(Lizenzbestellung)
        .findOneByOrFail({ schule_id: fixture.schoolA.id });
      expect(order.betrag).toBe(300);
      const pupil = await dataSource.getRepository(Benutzer).findOneByOrFail({ id: fixture.pupilA.id });
      expect(pupil).toMatchObject({
        ist_schueler: true,
        ist_gesperrt: false,
        create_user_id: fixture.teacherA.id,
      });
      expect((await dataSource.getRepository(Schule).findOneByOrFail({ id: fixture.schoolB.id })).land).toBe(
        'CH',
      );
    });

    it('keeps login codes unique and case-sensitive', async () => {
      const users = dataSource.getRepository(Benutzer);
      await users.insert({ benutzername: 'gross', namevoll: 'Gross', anmeldecode: 'CaseCode42' });
      await users.insert({ benutzername: 'klein', namevoll: 'Klein', anmeldecode: 'casecode42' });
      expect((await users.findOneByOrFail({ anmeldecode: 'CaseCode42' })).benutzername).toBe('gross');
      expect(await users.findOneBy({ anmeldecode: 'CASECODE42' })).toBeNull();
      await expect(
        users.insert({ benutzername: 'doppelt', namevoll: 'Doppelt', anmeldecode: 'CaseCode42' }),
      ).rejects.toThrow();
      await users.delete({ benutzername: 'gross' });
      await users.delete({ benutzername: 'klein' });
    });

    it('deleting a school deletes its users and all their data, leaving no orphan rows', async () => {
      await dataSource.getRepository(Schule).delete({ id: fixture.schoolA.id });

      const counts: Record<string, number> = {};
      for (const table of tables) {
        counts[table] = await countRows(dataSource, table);
      }
      expect(counts).toEqual(ROWS_AFTER_DELETING_SCHOOL_A);

      const orphans = await danglingReferences(dataSource, await foreignKeys(dataSource));
      expect(orphans.length).toBeGreaterThan(40);
      expect(orphans.filter(([, n]) => n > 0)).toEqual([]);

      // Rows of others that pointed at school A's data were kept and unlinked (SET NULL).
      const stackB = await dataSource
        .getRepository(Unterrichtsmodul)
        .findOneByOrFail({ id: fixture.stackB.id });
      expect(stackB.ist_kopie_von_umodul_id).toBeNull();
      expect(stackB.flashcards_kategorie_id).toBe(fixture.kategorieByTeacherA.id);
      const cardB = await dataSource
        .getRepository(Unterrichtsmodulteil)
        .findOneByOrFail({ id: fixture.cardB.id });
      expect(cardB.autor_id).toBeNull();
      const kategorie = await dataSource
        .getRepository(FlashcardsKategorie)
        .findOneByOrFail({ id: fixture.kategorieByTeacherA.id });
      expect(kategorie.ersteller_benutzer_id).toBeNull();
    }, 60_000);
  });

  it('runs every migration down again', async () => {
    for (const _migration of MIGRATIONS) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    const queryRunner = dataSource.createQueryRunner();
    try {
      for (const table of tables) {
        expect({ table, exists: await queryRunner.hasTable(table) }).toEqual({ table, exists: false });
      }
    } finally {
      await queryRunner.release();
    }
    expect(await dataSource.showMigrations()).toBe(true);
  }, 120_000);
});
