import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { folderKey } from '@lernstapel/rules';
import {
  boolColumn,
  datetimeColumn,
  foreignKey,
  idColumn,
  intColumn,
  uniqueIndex,
} from './initial-schema/columns';
import { isMysqlRunner } from './query-runner-driver';

export const ORDNER_NAME_INDEX = 'UQ_benutzerordner_benutzer_id_name_schluessel';
export const ANFRAGE_INDEX = 'UQ_anfrage_benutzer_id_schluessel';

interface OrdnerZeile {
  id: number;
  benutzer_id: number;
  name: string;
}

/**
 * Issue 22 §3 (many people writing at once):
 * - benutzerordner.name_schluessel: the folder name as 01 §5 compares it (rule folderKey), unique per
 *   user, so two simultaneous "new folder" requests with one name cannot both pass the check. Older
 *   duplicates (possible before) keep their folders: the later ones get " (2)", " (3)"… appended.
 * - anfrage: the request ids of creates a double click could repeat (Idempotency-Key header); unique
 *   per user, with the first request's answer, which a repeat receives instead of a second row.
 */
export class GleichzeitigSchreiben1795300022300 implements MigrationInterface {
  name = 'GleichzeitigSchreiben1795300022300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysqlRunner(queryRunner);
    await queryRunner.addColumn(
      'benutzerordner',
      new TableColumn({
        name: 'name_schluessel',
        type: 'varchar',
        length: '255',
        isNullable: false,
        default: "''",
        // Compared as stored (the key is already folded): the default MySQL collation would ignore case.
        collation: mysql ? 'utf8mb4_bin' : undefined,
      }),
    );
    const ordner: OrdnerZeile[] = await queryRunner.query(
      'SELECT id, benutzer_id, name FROM benutzerordner ORDER BY benutzer_id, id',
    );
    const vergeben = new Set<string>();
    for (const zeile of ordner) {
      let name = zeile.name;
      for (let nummer = 2; vergeben.has(`${zeile.benutzer_id}:${folderKey(name)}`); nummer++) {
        name = `${zeile.name.trim()} (${nummer})`;
      }
      vergeben.add(`${zeile.benutzer_id}:${folderKey(name)}`);
      await queryRunner.query('UPDATE benutzerordner SET name = ?, name_schluessel = ? WHERE id = ?', [
        name,
        folderKey(name),
        zeile.id,
      ]);
    }
    await queryRunner.createIndex(
      'benutzerordner',
      new TableIndex({
        name: ORDNER_NAME_INDEX,
        columnNames: ['benutzer_id', 'name_schluessel'],
        isUnique: true,
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'anfrage',
        columns: [
          idColumn(),
          intColumn('benutzer_id'),
          {
            name: 'schluessel',
            type: 'varchar',
            length: '64',
            isNullable: false,
            collation: mysql ? 'utf8mb4_bin' : undefined,
          },
          { name: 'route', type: 'varchar', length: '255', isNullable: false },
          boolColumn('fertig'),
          // A create's answer can be a whole stack list: more than TEXT's 64 KB on MySQL.
          { name: 'antwort', type: mysql ? 'longtext' : 'text', isNullable: true },
          datetimeColumn('erstellt_am', { now: true }),
        ],
        foreignKeys: [foreignKey('anfrage', 'benutzer_id', 'benutzer', 'CASCADE')],
        indices: [{ ...uniqueIndex('anfrage', ['benutzer_id', 'schluessel']), name: ANFRAGE_INDEX }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('anfrage');
    await queryRunner.dropIndex('benutzerordner', ORDNER_NAME_INDEX);
    await queryRunner.dropColumn('benutzerordner', 'name_schluessel');
  }
}
