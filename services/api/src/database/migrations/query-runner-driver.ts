import type { QueryRunner } from 'typeorm';

/** True on MySQL/MariaDB: some column options (collations) exist only there. */
export function isMysqlRunner(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}
