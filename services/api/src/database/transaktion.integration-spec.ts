import { DataSource } from 'typeorm';
import { FlashcardsThema } from '../flashcardsthemen/entities/flashcards-thema.entity';
import { isMysqlUrl } from './data-source-options';
import { createTestDataSource, type TestDatabase } from './testing/test-database';
import { describeIf } from '../testing/needs-service';
import { transaktion } from './transaktion';

const aufMariaDb = describeIf(
  isMysqlUrl(process.env['DATABASE_URL'] ?? ''),
  'set DATABASE_URL to a MariaDB, e.g. mysql://app:app@127.0.0.1:3306/app_test',
);

/** Resolves when `count` callers have arrived: two transactions hold their first lock before either goes on. */
function schranke(count: number) {
  let angekommen = 0;
  let weiter: () => void = () => undefined;
  const offen = new Promise<void>((resolve) => (weiter = resolve));
  return async () => {
    angekommen += 1;
    if (angekommen === count) weiter();
    await offen;
  };
}

aufMariaDb('transaktion on MariaDB: a real deadlock (SQLite has no row locks)', () => {
  let testDatabase: TestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    testDatabase = await createTestDataSource(process.env);
    dataSource = new DataSource(testDatabase.options);
    await dataSource.initialize();
  }, 60_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await testDatabase?.dispose();
  });

  it('two transactions locking two rows in opposite order both commit: InnoDB rolls one back, it runs again', async () => {
    const themen = dataSource.getRepository(FlashcardsThema);
    const a = await themen.save({ bezeichnung: 'A' });
    const b = await themen.save({ bezeichnung: 'B' });
    const beideHaltenEineZeile = schranke(2);
    let versuche = 0;
    const kreuzweise = (erste: number, zweite: number, name: string) =>
      transaktion(dataSource, async (manager) => {
        versuche += 1;
        await manager.update(FlashcardsThema, { id: erste }, { bezeichnung: `${name} 1` });
        // Only the first round waits for the other: a retry runs straight through.
        if (versuche <= 2) await beideHaltenEineZeile();
        await manager.update(FlashcardsThema, { id: zweite }, { bezeichnung: `${name} 2` });
      });
    await Promise.all([kreuzweise(a.id, b.id, 'links'), kreuzweise(b.id, a.id, 'rechts')]);
    expect(versuche).toBe(3);
    const namen = (await themen.findBy([{ id: a.id }, { id: b.id }]))
      .map((thema) => thema.bezeichnung)
      .sort();
    // The victim ran again after the other had committed: both rows hold its writes.
    expect([
      ['links 1', 'links 2'],
      ['rechts 1', 'rechts 2'],
    ]).toContainEqual(namen);
  }, 60_000);
});
