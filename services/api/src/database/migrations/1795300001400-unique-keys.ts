import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const EMAIL_INDEX_ALT = 'IDX_benutzer_email';
export const EMAIL_INDEX = 'UQ_benutzer_email';
export const LIZENZ_INDEX = 'UQ_lizenzbestellung_schule_jahr_inhalt';

/**
 * Issue 14 (concurrent identical requests): what the API refuses as a duplicate becomes a unique key,
 * so two simultaneous requests cannot both pass the check before either has written.
 * - benutzer.email: 01 §5 checks every new or changed e-mail against all users. Stored trimmed and in
 *   lower case (the API has always written it so; older rows are normalised here, blank ones become
 *   NULL). NULLs stay allowed many times on both databases.
 * - lizenzbestellung: one order per school, year and content (inhalt: a hash of the mail that was sent),
 *   so repeating an unchanged order neither records nor mails it twice; a changed order is a new one.
 */
export class UniqueKeys1795300001400 implements MigrationInterface {
  name = 'UniqueKeys1795300001400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE benutzer SET email = NULL WHERE TRIM(email) = ''`);
    await queryRunner.query(`UPDATE benutzer SET email = LOWER(TRIM(email)) WHERE email IS NOT NULL`);
    const doppelt: unknown[] = await queryRunner.query(
      `SELECT email FROM benutzer WHERE email IS NOT NULL GROUP BY email HAVING COUNT(*) > 1`,
    );
    if (doppelt.length > 0) {
      throw new Error(
        `${doppelt.length} e-mail address(es) belong to more than one user ` +
          `(SELECT email FROM benutzer GROUP BY email HAVING COUNT(*) > 1). ` +
          `Give each of these users their own address or none, then start the API again.`,
      );
    }
    await queryRunner.dropIndex('benutzer', EMAIL_INDEX_ALT);
    await queryRunner.createIndex(
      'benutzer',
      new TableIndex({ name: EMAIL_INDEX, columnNames: ['email'], isUnique: true }),
    );

    await queryRunner.addColumn(
      'lizenzbestellung',
      new TableColumn({ name: 'inhalt', type: 'varchar', length: '64', isNullable: true }),
    );
    await queryRunner.createIndex(
      'lizenzbestellung',
      new TableIndex({ name: LIZENZ_INDEX, columnNames: ['schule_id', 'jahr', 'inhalt'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('lizenzbestellung', LIZENZ_INDEX);
    await queryRunner.dropColumn('lizenzbestellung', 'inhalt');
    await queryRunner.dropIndex('benutzer', EMAIL_INDEX);
    await queryRunner.createIndex(
      'benutzer',
      new TableIndex({ name: EMAIL_INDEX_ALT, columnNames: ['email'] }),
    );
  }
}
