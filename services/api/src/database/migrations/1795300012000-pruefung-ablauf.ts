import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 12 (exam flow):
 * - pruefungsteil.reihenfolge: the order the teacher gave the parts (02 §2 vorbereiten);
 * - pruefungsteil.karte: a JSON snapshot of the card taken when the parts were saved, so editing the
 *   stack later does not change an exam that pupils take;
 * - schuelerinpruefungsteil.beschriftungen: a labelling answer (JSON, label number → typed text or
 *   number); beschriftung_nummern: the shuffled marker numbers the pupil was shown (number mode, 02 §9),
 *   kept on the server so the answer can be checked without ever sending the mapping.
 */
export class PruefungAblauf1795300012000 implements MigrationInterface {
  name = 'PruefungAblauf1795300012000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('pruefungsteil', [
      new TableColumn({ name: 'reihenfolge', type: 'integer', default: 0 }),
      new TableColumn({ name: 'karte', type: 'text', isNullable: true }),
    ]);
    await queryRunner.addColumns('schuelerinpruefungsteil', [
      new TableColumn({ name: 'beschriftungen', type: 'text', isNullable: true }),
      new TableColumn({ name: 'beschriftung_nummern', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('schuelerinpruefungsteil', 'beschriftung_nummern');
    await queryRunner.dropColumn('schuelerinpruefungsteil', 'beschriftungen');
    await queryRunner.dropColumn('pruefungsteil', 'karte');
    await queryRunner.dropColumn('pruefungsteil', 'reihenfolge');
  }
}
