import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const ALT = 'IDX_pruefung_klassen_code';
export const PRUEFUNG_KLASSE_INDEX = 'IDX_pruefung_klassen_code_schule_id';

/**
 * Issue 22 §1: the stacks' lock query (pruefungen/pruefung-sperren.ts) runs on the card and quiz routes
 * of every pupil and looks up their class's exams by class code and school. Class codes are unique per
 * school only, so with klassen_code alone MariaDB chose the schule_id index and read every exam of the
 * school (10,120 exams: 19-112 ms); with (klassen_code, schule_id) it reads the class's exams only
 * (0.45 ms). The new index also serves the pupils' exam list; its first column replaces the old index.
 */
export class PruefungKlasseIndex1795300022100 implements MigrationInterface {
  name = 'PruefungKlasseIndex1795300022100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'pruefung',
      new TableIndex({ name: PRUEFUNG_KLASSE_INDEX, columnNames: ['klassen_code', 'schule_id'] }),
    );
    await queryRunner.dropIndex('pruefung', ALT);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('pruefung', new TableIndex({ name: ALT, columnNames: ['klassen_code'] }));
    await queryRunner.dropIndex('pruefung', PRUEFUNG_KLASSE_INDEX);
  }
}
