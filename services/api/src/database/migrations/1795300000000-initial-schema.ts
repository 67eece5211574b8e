import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { examsTables } from './initial-schema/exams-tables';
import { stacksTables } from './initial-schema/stacks-tables';
import { usersTables } from './initial-schema/users-tables';
import { isMysqlRunner } from './query-runner-driver';

/**
 * The whole data model of 01 §3 and 02 §3 (issue 2 §4), written with the QueryRunner Table API so
 * one migration runs on better-sqlite3 and on MySQL/MariaDB. Tables are created parents first
 * and dropped children first.
 */
export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of allTables(isMysqlRunner(queryRunner))) {
      await queryRunner.createTable(new Table(table), true);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...allTables(isMysqlRunner(queryRunner))].reverse()) {
      await queryRunner.dropTable(table.name, true, true, true);
    }
  }
}

function allTables(mysql: boolean) {
  return [...usersTables(mysql), ...stacksTables(), ...examsTables()];
}
