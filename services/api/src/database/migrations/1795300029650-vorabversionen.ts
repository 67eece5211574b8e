import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  datetimeColumn,
  foreignKey,
  idColumn,
  intColumn,
  uniqueIndex,
  varcharColumn,
} from './initial-schema/columns';

/**
 * Issue 26 §5 canary releases: the schools the main administrator put on the canary, and per school,
 * remote and canary manifest how often its browsers fell back to the stable version. Both belong to a
 * school and go with it.
 */
export class Vorabversionen1795300029650 implements MigrationInterface {
  name = 'Vorabversionen1795300029650';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'vorabversion_schule',
        columns: [idColumn(), intColumn('schule_id'), datetimeColumn('gewaehlt_am')],
        foreignKeys: [foreignKey('vorabversion_schule', 'schule_id', 'schule', 'CASCADE')],
        indices: [uniqueIndex('vorabversion_schule', ['schule_id'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'vorabversion_rueckfall',
        columns: [
          idColumn(),
          intColumn('schule_id'),
          varcharColumn('remote', 20),
          varcharColumn('manifest', 500),
          varcharColumn('grund', 20),
          intColumn('anzahl'),
          datetimeColumn('zuletzt_am'),
        ],
        foreignKeys: [foreignKey('vorabversion_rueckfall', 'schule_id', 'schule', 'CASCADE')],
        indices: [uniqueIndex('vorabversion_rueckfall', ['schule_id', 'remote', 'manifest'])],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('vorabversion_rueckfall');
    await queryRunner.dropTable('vorabversion_schule');
  }
}
