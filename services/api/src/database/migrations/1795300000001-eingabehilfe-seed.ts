import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference rows of the special-character help (02 §3 input-help entry), one per 02 §5 shortcut:
 * the character and the four-key shortcut that produces it; the upper-case pair where the spec
 * names one (c-cedilla).
 */
export const EINGABEHILFE_ROWS = [
  { zeichenklein: 'ç', eingabeklein: 'cccc', zeichengross: 'Ç', eingabegross: 'CCCC' },
  { zeichenklein: '€', eingabeklein: 'eeee', zeichengross: null, eingabegross: null },
  { zeichenklein: 'ñ', eingabeklein: 'nnnn', zeichengross: null, eingabegross: null },
  { zeichenklein: 'ß', eingabeklein: 'ssss', zeichengross: null, eingabegross: null },
  { zeichenklein: '¿', eingabeklein: '????', zeichengross: null, eingabegross: null },
  { zeichenklein: '¡', eingabeklein: '!!!!', zeichengross: null, eingabegross: null },
  { zeichenklein: '«', eingabeklein: '<<<<', zeichengross: null, eingabegross: null },
  { zeichenklein: '»', eingabeklein: '>>>>', zeichengross: null, eingabegross: null },
  { zeichenklein: '"', eingabeklein: "''''", zeichengross: null, eingabegross: null },
] as const;

export class EingabehilfeSeed1795300000001 implements MigrationInterface {
  name = 'EingabehilfeSeed1795300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('eingabehilfe', ['zeichenklein', 'eingabeklein', 'zeichengross', 'eingabegross'])
      .values(EINGABEHILFE_ROWS.map((row) => ({ ...row })))
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('eingabehilfe')
      .where('eingabeklein IN (:...shortcuts)', {
        shortcuts: EINGABEHILFE_ROWS.map((row) => row.eingabeklein),
      })
      .execute();
  }
}
