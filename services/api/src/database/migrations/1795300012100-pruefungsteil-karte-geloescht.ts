import { TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';

const TABELLE = 'pruefungsteil';
const SPALTE = 'unterrichtsmodulteil_id';
const FK = `FK_${TABELLE}_${SPALTE}`;

function fremdschluessel(onDelete: 'CASCADE' | 'SET NULL'): TableForeignKey {
  return new TableForeignKey({
    name: FK,
    columnNames: [SPALTE],
    referencedTableName: 'unterrichtsmodulteil',
    referencedColumnNames: ['id'],
    onDelete,
  });
}

/**
 * Changes only the nullability. The column is cloned as the database reports it: given as 'integer',
 * TypeORM on MySQL sees a new type (the database says 'int') and drops and re-adds the column, values lost.
 */
async function nullbar(queryRunner: QueryRunner, nullable: boolean): Promise<void> {
  const tabelle = await queryRunner.getTable(TABELLE);
  const alt = tabelle?.findColumnByName(SPALTE);
  if (!tabelle || !alt) throw new Error(`${TABELLE}.${SPALTE} not found`);
  const neu = alt.clone();
  neu.isNullable = nullable;
  // MariaDB reports a nullable column's default as NULL, which a NOT NULL column cannot keep.
  if (!nullable) neu.default = undefined;
  await queryRunner.changeColumn(tabelle, alt, neu);
}

/**
 * Issue 12 (the parts are a snapshot): deleting a card from its stack used to delete the exam parts made
 * from it and, by cascade, the pupils' answers to them. A part lives on its snapshot (pruefungsteil.karte),
 * so the card reference becomes optional and is only unlinked (SET NULL) when the card goes.
 */
export class PruefungsteilKarteGeloescht1795300012100 implements MigrationInterface {
  name = 'PruefungsteilKarteGeloescht1795300012100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey(TABELLE, FK);
    await nullbar(queryRunner, true);
    await queryRunner.createForeignKey(TABELLE, fremdschluessel('SET NULL'));
  }

  /** Parts whose card was deleted cannot point at a card again: they go, with their answers, as before. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM schuelerinpruefungsteil WHERE pruefungsteile_id IN (SELECT id FROM ${TABELLE} WHERE ${SPALTE} IS NULL)`,
    );
    await queryRunner.query(`DELETE FROM ${TABELLE} WHERE ${SPALTE} IS NULL`);
    await queryRunner.dropForeignKey(TABELLE, FK);
    await nullbar(queryRunner, false);
    await queryRunner.createForeignKey(TABELLE, fremdschluessel('CASCADE'));
  }
}
