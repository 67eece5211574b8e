import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

type OnDelete = 'CASCADE' | 'SET NULL';

function fremdschluessel(tabelle: string, spalte: string, onDelete: OnDelete): TableForeignKey {
  return new TableForeignKey({
    name: `FK_${tabelle}_${spalte}`,
    columnNames: [spalte],
    referencedTableName: 'benutzer',
    referencedColumnNames: ['id'],
    onDelete,
  });
}

/** A new user reference: nullable, indexed, SET NULL when the user goes (the map deletes first). */
async function benutzerSpalte(queryRunner: QueryRunner, tabelle: string, spalte: string): Promise<void> {
  await queryRunner.addColumn(tabelle, new TableColumn({ name: spalte, type: 'integer', isNullable: true }));
  await queryRunner.createIndex(
    tabelle,
    new TableIndex({ name: `IDX_${tabelle}_${spalte}`, columnNames: [spalte] }),
  );
  await queryRunner.createForeignKey(tabelle, fremdschluessel(tabelle, spalte, 'SET NULL'));
}

async function entferneBenutzerSpalte(
  queryRunner: QueryRunner,
  tabelle: string,
  spalte: string,
): Promise<void> {
  await queryRunner.dropForeignKey(tabelle, `FK_${tabelle}_${spalte}`);
  await queryRunner.dropIndex(tabelle, `IDX_${tabelle}_${spalte}`);
  await queryRunner.dropColumn(tabelle, spalte);
}

/**
 * Only the nullability and the foreign key's rule. The column is cloned as the database reports it
 * (given as 'integer', TypeORM on MySQL would see a new type and drop the column with its values).
 */
async function pruefungErsteller(
  queryRunner: QueryRunner,
  nullable: boolean,
  onDelete: OnDelete,
): Promise<void> {
  await queryRunner.dropForeignKey('pruefung', 'FK_pruefung_ersteller_benutzer_id');
  const tabelle = await queryRunner.getTable('pruefung');
  const alt = tabelle?.findColumnByName('ersteller_benutzer_id');
  if (!tabelle || !alt) throw new Error('pruefung.ersteller_benutzer_id not found');
  const neu = alt.clone();
  neu.isNullable = nullable;
  if (!nullable) neu.default = undefined;
  await queryRunner.changeColumn(tabelle, alt, neu);
  await queryRunner.createForeignKey(
    'pruefung',
    fremdschluessel('pruefung', 'ersteller_benutzer_id', onDelete),
  );
}

/** Keys of a card snapshot that named its author (issue 29: snapshots hold no person). */
const AUTOR_SCHLUESSEL = ['autor', 'autor_id'];

async function schnappschuesseOhneAutor(queryRunner: QueryRunner): Promise<void> {
  const zeilen: { id: number; karte: string }[] = await queryRunner.query(
    `SELECT id, karte FROM pruefungsteil WHERE karte IS NOT NULL`,
  );
  for (const zeile of zeilen) {
    const karte = JSON.parse(zeile.karte) as Record<string, unknown>;
    if (!AUTOR_SCHLUESSEL.some((schluessel) => schluessel in karte)) continue;
    for (const schluessel of AUTOR_SCHLUESSEL) delete karte[schluessel];
    await queryRunner.query(`UPDATE pruefungsteil SET karte = ? WHERE id = ?`, [
      JSON.stringify(karte),
      zeile.id,
    ]);
  }
}

/**
 * Issue 29 (nothing identifying outlives a deletion):
 * - pruefung.ersteller_benutzer_id becomes optional (SET NULL): an exam pupils took stays theirs when
 *   the teacher is deleted; the privacy map deletes the teacher's other exams itself;
 * - schule.registriert_von_benutzer_id: who registered the school, so that deleting that person deletes
 *   a school nobody else belongs to (an individual's licence order made it from private data);
 * - mailausgang.ueber_benutzer_id (the person a mail to someone else is about, anonymised with them) and
 *   mailausgang.datei (the outbox file, deleted with its row);
 * - exam snapshots lose their author (autor, autor_id).
 */
export class DatenschutzLoeschung1795300029000 implements MigrationInterface {
  name = 'DatenschutzLoeschung1795300029000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await pruefungErsteller(queryRunner, true, 'SET NULL');
    await benutzerSpalte(queryRunner, 'schule', 'registriert_von_benutzer_id');
    await benutzerSpalte(queryRunner, 'mailausgang', 'ueber_benutzer_id');
    await queryRunner.addColumn(
      'mailausgang',
      new TableColumn({ name: 'datei', type: 'varchar', length: '100', isNullable: true }),
    );
    await schnappschuesseOhneAutor(queryRunner);
  }

  /** Exams without a teacher cannot get one back: they go, with their parts and attempts, as before. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mailausgang', 'datei');
    await entferneBenutzerSpalte(queryRunner, 'mailausgang', 'ueber_benutzer_id');
    await entferneBenutzerSpalte(queryRunner, 'schule', 'registriert_von_benutzer_id');
    await queryRunner.query(`DELETE FROM pruefung WHERE ersteller_benutzer_id IS NULL`);
    await pruefungErsteller(queryRunner, false, 'CASCADE');
  }
}
