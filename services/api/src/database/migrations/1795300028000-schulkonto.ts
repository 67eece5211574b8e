import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { isMysqlRunner } from './query-runner-driver';
import {
  binaryVarcharColumn,
  datetimeColumn,
  foreignKey,
  idColumn,
  intColumn,
  textColumn,
  uniqueIndex,
  varcharColumn,
} from './initial-schema/columns';

/**
 * Issue 28 'Mit Schulkonto anmelden': a school's identity provider (one per school, its short code
 * unique) and the users' links to their school accounts (one per user; issuer + subject unique).
 */
export class Schulkonto1795300028000 implements MigrationInterface {
  name = 'Schulkonto1795300028000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An OpenID Connect subject (and issuer) is compared exactly, case included.
    const mysql = isMysqlRunner(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'schulkonto_anbieter',
        columns: [
          idColumn(),
          intColumn('schule_id'),
          varcharColumn('schulkuerzel', 30),
          varcharColumn('aussteller', 255),
          varcharColumn('client_id', 255),
          textColumn('client_secret_verschluesselt', { nullable: false }),
          varcharColumn('rollen_claim', 100, { nullable: true }),
          datetimeColumn('geaendert_am', { now: true }),
        ],
        foreignKeys: [foreignKey('schulkonto_anbieter', 'schule_id', 'schule', 'CASCADE')],
        indices: [
          uniqueIndex('schulkonto_anbieter', ['schule_id']),
          uniqueIndex('schulkonto_anbieter', ['schulkuerzel']),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'schulkonto_verknuepfung',
        columns: [
          idColumn(),
          intColumn('benutzer_id'),
          binaryVarcharColumn('aussteller', 255, mysql),
          binaryVarcharColumn('subjekt', 255, mysql),
          datetimeColumn('erstellt_am', { now: true }),
        ],
        foreignKeys: [foreignKey('schulkonto_verknuepfung', 'benutzer_id', 'benutzer', 'CASCADE')],
        indices: [
          uniqueIndex('schulkonto_verknuepfung', ['benutzer_id']),
          uniqueIndex('schulkonto_verknuepfung', ['aussteller', 'subjekt']),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('schulkonto_verknuepfung');
    await queryRunner.dropTable('schulkonto_anbieter');
  }
}
