import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  datetimeColumn,
  foreignKey,
  idColumn,
  index,
  intColumn,
  varcharColumn,
} from './initial-schema/columns';

/**
 * Issue 29 §2: datenexport records every export of another person's data (who, whom, when, how much).
 * The exported person's rows go with them; the exporter is set NULL (the record stays the school's).
 */
export class Datenexport1795300029460 implements MigrationInterface {
  name = 'Datenexport1795300029460';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'datenexport',
        columns: [
          idColumn(),
          intColumn('exportiert_von_id', { nullable: true }),
          intColumn('betroffener_id'),
          intColumn('schule_id', { nullable: true }),
          varcharColumn('umfang', 20),
          datetimeColumn('erstellt_am', { now: true }),
        ],
        foreignKeys: [
          foreignKey('datenexport', 'exportiert_von_id', 'benutzer', 'SET NULL'),
          foreignKey('datenexport', 'betroffener_id', 'benutzer', 'CASCADE'),
          foreignKey('datenexport', 'schule_id', 'schule', 'SET NULL'),
        ],
        indices: [
          index('datenexport', ['exportiert_von_id']),
          index('datenexport', ['betroffener_id']),
          index('datenexport', ['schule_id', 'erstellt_am']),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('datenexport');
  }
}
