import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  datetimeColumn,
  doubleColumn,
  foreignKey,
  idColumn,
  index,
  intColumn,
  uniqueIndex,
} from './initial-schema/columns';

/** Issue 11 'Intelligente Wiederholung': each learner's FSRS state per card (the fields of a ts-fsrs Card). */
export class Lernstand1795300011100 implements MigrationInterface {
  name = 'Lernstand1795300011100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lernstand',
        columns: [
          idColumn(),
          intColumn('benutzer_id'),
          intColumn('unterrichtsmodulteil_id'),
          datetimeColumn('faellig_am'),
          doubleColumn('stabilitaet'),
          doubleColumn('schwierigkeit'),
          intColumn('tage_vergangen'),
          intColumn('tage_geplant'),
          intColumn('wiederholungen'),
          intColumn('vergessen'),
          intColumn('lernschritte'),
          intColumn('zustand'),
          datetimeColumn('letzte_wiederholung', { nullable: true }),
        ],
        foreignKeys: [
          foreignKey('lernstand', 'benutzer_id', 'benutzer', 'CASCADE'),
          foreignKey('lernstand', 'unterrichtsmodulteil_id', 'unterrichtsmodulteil', 'CASCADE'),
        ],
        indices: [
          uniqueIndex('lernstand', ['benutzer_id', 'unterrichtsmodulteil_id']),
          index('lernstand', ['unterrichtsmodulteil_id']),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lernstand');
  }
}
