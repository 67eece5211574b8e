import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varcharColumn } from './initial-schema/columns';

/**
 * Issue 23: stapelergebnis.art tells a whole quiz run ('quiz') from a re-run of the cards not known
 * ('erneut'), so the history chart and the monitoring do not read a short re-run as the stack's
 * result. Older rows were saved without it and count as whole runs.
 */
export class StapelergebnisArt1795300023300 implements MigrationInterface {
  name = 'StapelergebnisArt1795300023300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'stapelergebnis',
      new TableColumn(varcharColumn('art', 10, { default: 'quiz' })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('stapelergebnis', 'art');
  }
}
