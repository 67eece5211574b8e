import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  boolColumn,
  datetimeColumn,
  foreignKey,
  idColumn,
  index,
  intColumn,
  uniqueIndex,
  varcharColumn,
} from './initial-schema/columns';

export const ERGEBNIS_ANFRAGE_INDEX = 'UQ_stapelergebnis_benutzer_id_anfrage_id';

/**
 * Issue 11 (learning):
 * - quizantwort: every answer of a quiz (card, user, known or not, boxes, time); (benutzer_id,
 *   anfrage_id) unique, so a replayed box update (offline queue, retries) counts once.
 * - stapelergebnis.anfrage_id: the same for a saved result. NULL (older rows) may repeat.
 */
export class QuizAntworten1795300011000 implements MigrationInterface {
  name = 'QuizAntworten1795300011000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'quizantwort',
        columns: [
          idColumn(),
          intColumn('benutzer_id'),
          intColumn('unterrichtsmodul_id'),
          intColumn('unterrichtsmodulteil_id'),
          boolColumn('gewusst'),
          intColumn('fach_vorher'),
          intColumn('fach_nachher'),
          varcharColumn('anfrage_id', 36),
          datetimeColumn('datum', { now: true }),
        ],
        foreignKeys: [
          foreignKey('quizantwort', 'benutzer_id', 'benutzer', 'CASCADE'),
          foreignKey('quizantwort', 'unterrichtsmodul_id', 'unterrichtsmodul', 'CASCADE'),
          foreignKey('quizantwort', 'unterrichtsmodulteil_id', 'unterrichtsmodulteil', 'CASCADE'),
        ],
        indices: [
          uniqueIndex('quizantwort', ['benutzer_id', 'anfrage_id']),
          index('quizantwort', ['unterrichtsmodul_id']),
          index('quizantwort', ['unterrichtsmodulteil_id']),
        ],
      }),
    );
    await queryRunner.addColumn(
      'stapelergebnis',
      new TableColumn({ name: 'anfrage_id', type: 'varchar', length: '36', isNullable: true }),
    );
    await queryRunner.createIndex(
      'stapelergebnis',
      new TableIndex({
        name: ERGEBNIS_ANFRAGE_INDEX,
        columnNames: ['benutzer_id', 'anfrage_id'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('stapelergebnis', ERGEBNIS_ANFRAGE_INDEX);
    await queryRunner.dropColumn('stapelergebnis', 'anfrage_id');
    await queryRunner.dropTable('quizantwort');
  }
}
