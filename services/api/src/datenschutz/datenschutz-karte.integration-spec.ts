import { DataSource } from 'typeorm';
import { isMysqlUrl } from '../database/data-source-options';
import { createTestDataSource, type TestDatabase } from '../database/testing/test-database';
import { DATENSCHUTZ_KARTE, TABELLEN_OHNE_PERSONENBEZUG } from './testing/datenschutz-karte';
import { istTextSpalte, kartenFehler, type SchemaTabelle } from './karten-pruefung';

const DRIVERS: { driver: string; env: Record<string, string | undefined> }[] = [
  { driver: 'better-sqlite3', env: { DATABASE_URL: 'sqlite::memory:' } },
  ...(isMysqlUrl(process.env['DATABASE_URL'] ?? '') ? [{ driver: 'mysql', env: process.env }] : []),
];

const ohneSchema = (name: string): string => name.split('.').pop() ?? name;

/** The table names straight from the catalogue (TypeORM 1.1.1's getTables() without names fails on MariaDB). */
const TABELLEN_SQL: Partial<Record<string, string>> = {
  'better-sqlite3': "SELECT name FROM sqlite_master WHERE type = 'table'",
  mysql: 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
};

/** Every table the migrations created, as the database itself describes it (not the entities). */
async function migriertesSchema(dataSource: DataSource): Promise<SchemaTabelle[]> {
  const migrationsTable = dataSource.options.migrationsTableName ?? 'migrations';
  const queryRunner = dataSource.createQueryRunner();
  try {
    const namen = (await dataSource.query(TABELLEN_SQL[dataSource.options.type] ?? '')) as { name: string }[];
    const tables = await queryRunner.getTables(
      namen.map((row) => row.name).filter((name) => name !== migrationsTable && !name.startsWith('sqlite_')),
    );
    return tables.map((table) => ({
      name: ohneSchema(table.name),
      spalten: table.columns.map((column) => ({
        name: column.name,
        nullable: column.isNullable,
        typ: column.type,
        laenge: column.length ? Number(column.length) : null,
      })),
      fremdschluessel: table.foreignKeys.map((key) => ({
        spalte: key.columnNames[0] ?? '',
        ziel: ohneSchema(key.referencedTableName),
        onDelete: key.onDelete ?? 'NO ACTION',
      })),
    }));
  } finally {
    await queryRunner.release();
  }
}

/** Issue 16: the privacy map covers every table and column of the migrated schema that concerns a person. */
describe.each(DRIVERS)('privacy map against the schema migrated on $driver', ({ driver, env }) => {
  let testDatabase: TestDatabase;
  let dataSource: DataSource;
  let schema: SchemaTabelle[];

  beforeAll(async () => {
    testDatabase = await createTestDataSource(env);
    expect(testDatabase.options.type).toBe(driver);
    dataSource = new DataSource(testDatabase.options);
    await dataSource.initialize();
    schema = await migriertesSchema(dataSource);
  }, 120_000);
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await testDatabase?.dispose();
  });

  it('reads every table and every foreign key of the schema (the walk is not vacuous)', () => {
    expect(schema.length).toBe(DATENSCHUTZ_KARTE.length + TABELLEN_OHNE_PERSONENBEZUG.length);
    const aufBenutzer = schema.flatMap((table) =>
      table.fremdschluessel.filter((key) => key.ziel === 'benutzer'),
    );
    expect(aufBenutzer.length).toBeGreaterThanOrEqual(20);
  });

  it('sees the long text columns, so the free-text and JSON rule is not vacuous', () => {
    const text = schema.flatMap((table) => table.spalten.filter(istTextSpalte));
    expect(text.length).toBeGreaterThan(40);
    expect(text.map((spalte) => spalte.name)).toEqual(expect.arrayContaining(['karte', 'frage', 'namevoll']));
  });

  it('classifies every table and column that references a user, with a deletion rule the foreign keys agree with', () => {
    expect(kartenFehler(schema, DATENSCHUTZ_KARTE, TABELLEN_OHNE_PERSONENBEZUG)).toEqual([]);
  });
});
