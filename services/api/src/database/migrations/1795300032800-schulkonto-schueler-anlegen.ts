import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { varcharColumn } from './initial-schema/columns';

/**
 * Issue 28: the class a school's identity provider may create pupil accounts in on first sign-in;
 * null (the default) creates none.
 */
export class SchulkontoSchuelerAnlegen1795300032800 implements MigrationInterface {
  name = 'SchulkontoSchuelerAnlegen1795300032800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'schulkonto_anbieter',
      new TableColumn(varcharColumn('schueler_klassen_code', 50, { nullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('schulkonto_anbieter', 'schueler_klassen_code');
  }
}
