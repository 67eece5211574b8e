import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 13: wettbewerb.kartenfolge, the race's question order (JSON array of card ids), shuffled by
 * the server at each start and the same for every participant. NULL (races started before) asks the
 * cards in the stack's order.
 */
export class WettbewerbKartenfolge1795300013300 implements MigrationInterface {
  name = 'WettbewerbKartenfolge1795300013300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'wettbewerb',
      new TableColumn({ name: 'kartenfolge', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('wettbewerb', 'kartenfolge');
  }
}
