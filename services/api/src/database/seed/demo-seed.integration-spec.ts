import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { FlashcardsKategorie } from '../../categories/entities/flashcards-kategorie.entity';
import { SchuelerInGruppe } from '../../groups/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../../groups/entities/schuelergruppe.entity';
import { Schule } from '../../schools/entities/schule.entity';
import { Benutzer } from '../../users/entities/benutzer.entity';
import { dataSourceOptions, isMysqlUrl } from '../data-source-options';
import { createTestDataSource, type TestDatabase } from '../testing/test-database';
import { seedDemo } from './demo-seed';

const DRIVERS: { driver: string; env: Record<string, string | undefined> }[] = [
  { driver: 'better-sqlite3', env: { DATABASE_URL: 'sqlite::memory:' } },
  ...(isMysqlUrl(process.env['DATABASE_URL'] ?? '') ? [{ driver: 'mysql', env: process.env }] : []),
];

/** Test-only code source; the app passes its cryptographic code generator. */
const testCode = () => randomBytes(8).toString('hex');

describe.each(DRIVERS)('seedDemo on $driver', ({ env }) => {
  let testDatabase: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    testDatabase = await createTestDataSource(env);
    // migrationsRun: true — initialize() migrates, as on application start.
    dataSource = await new DataSource(testDatabase.options).initialize();
  }, 60_000);

  afterAll(async () => {
    if (dataSource?.isInitialized) {
      await dataSource.destroy();
    }
    await testDatabase?.dispose();
  });

  it('seeds an empty database and returns one distinct login code per role', async () => {
    const logins = await seedDemo(dataSource, testCode);
    expect(logins).not.toBeNull();
    expect(Object.keys(logins ?? {}).sort()).toEqual([
      'mainAdmin',
      'pupil1',
      'pupil2',
      'pupil3',
      'teacher',
      'teacherAdmin',
    ]);
    expect(new Set(Object.values(logins ?? {})).size).toBe(6);

    const users = dataSource.getRepository(Benutzer);
    const byCode = async (code: string | undefined) => users.findOneByOrFail({ anmeldecode: code ?? '' });
    const mainAdmin = await byCode(logins?.mainAdmin);
    expect(mainAdmin).toMatchObject({ ist_main_admin: true, schule_id: null });

    const [schule] = await dataSource.getRepository(Schule).find();
    expect(schule?.lizenz_jahr).toBe(new Date().getUTCFullYear());
    expect(['CH', 'DE']).toContain(schule?.land);

    const teacherAdmin = await byCode(logins?.teacherAdmin);
    expect(teacherAdmin).toMatchObject({
      schule_id: schule?.id,
      ist_schueler: false,
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
      kann_stapel_veroeffentlichen: true,
    });
    const teacher = await byCode(logins?.teacher);
    expect(teacher).toMatchObject({
      schule_id: schule?.id,
      ist_schueler: false,
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
    });
    expect(teacher.klassen_code).toBe(teacherAdmin.klassen_code);

    const pupils = await Promise.all([logins?.pupil1, logins?.pupil2, logins?.pupil3].map(byCode));
    for (const pupil of pupils) {
      expect(pupil).toMatchObject({
        ist_schueler: true,
        schule_id: schule?.id,
        klassen_code: teacherAdmin.klassen_code,
        kann_stapel_veroeffentlichen: false,
      });
    }
    const [gruppe] = await dataSource.getRepository(Schuelergruppe).find();
    expect(gruppe?.klassen_code).toBe(teacherAdmin.klassen_code);
    const members = await dataSource
      .getRepository(SchuelerInGruppe)
      .findBy({ schueler_gruppe_id: gruppe?.id ?? 0 });
    expect(members.map((member) => member.benutzer_id).sort()).toEqual(
      pupils.map((pupil) => pupil.id).sort(),
    );
    expect(await dataSource.getRepository(FlashcardsKategorie).count()).toBeGreaterThanOrEqual(2);
  });

  it('does nothing on a database that is not empty', async () => {
    const before = await dataSource.getRepository(Benutzer).count();
    expect(await seedDemo(dataSource, testCode)).toBeNull();
    expect(await dataSource.getRepository(Benutzer).count()).toBe(before);
  });

  it('fails instead of reusing a code when the generator repeats itself', async () => {
    const fresh = await createTestDataSource(env);
    const other = await new DataSource(fresh.options).initialize();
    try {
      await expect(seedDemo(other, () => 'SAMECODE00')).rejects.toThrow();
      expect(await other.getRepository(Benutzer).count()).toBe(0);
    } finally {
      await other.destroy();
      await fresh.dispose();
    }
  }, 60_000);
});

describe('embedded default database', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lernstapel-seed-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates and seeds a file database once; a restart keeps the data and does not seed again', async () => {
    const options = dataSourceOptions({ DATA_DIR: join(dir, 'data') });
    const first = await new DataSource(options).initialize();
    const logins = await seedDemo(first, testCode);
    await first.destroy();
    expect(logins).not.toBeNull();

    const second = await new DataSource(options).initialize();
    try {
      expect(await second.showMigrations()).toBe(false);
      expect(await seedDemo(second, testCode)).toBeNull();
      expect(
        await second.getRepository(Benutzer).findOneBy({ anmeldecode: logins?.teacher ?? '' }),
      ).not.toBeNull();
    } finally {
      await second.destroy();
    }
  }, 60_000);
});
