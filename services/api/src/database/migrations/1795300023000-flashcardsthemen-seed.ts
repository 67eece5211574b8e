import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23 §3: the topics a category belongs to (01 §3 flashcardsthemen: id, bezeichnung) are
 * reference data no screen creates. Until now only the demo data had one ('Sprachen'), so a new
 * installation offered no topic, and the demo only 'Sprachen', when a teacher created a category.
 * A topic already there (by name) is kept, not doubled.
 */
export const FLASHCARDS_THEMEN = [
  'Sprachen',
  'Mathematik',
  'Naturwissenschaften',
  'Geschichte und Geografie',
  'Wirtschaft und Recht',
  'Informatik',
  'Musik und Kunst',
  'Sport und Gesundheit',
  'Allgemeines',
] as const;

export class FlashcardsthemenSeed1795300023000 implements MigrationInterface {
  name = 'FlashcardsthemenSeed1795300023000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const vorhanden = (await queryRunner.manager
      .createQueryBuilder()
      .select('bezeichnung')
      .from('flashcardsthemen', 'thema')
      .getRawMany()) as Array<{ bezeichnung: string }>;
    const namen = new Set(vorhanden.map((zeile) => zeile.bezeichnung));
    const neu = FLASHCARDS_THEMEN.filter((bezeichnung) => !namen.has(bezeichnung));
    if (neu.length === 0) return;
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('flashcardsthemen', ['bezeichnung'])
      .values(neu.map((bezeichnung) => ({ bezeichnung })))
      .execute();
  }

  /** Removes the seeded topics that no category uses. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('flashcardsthemen')
      .where('bezeichnung IN (:...namen)', { namen: [...FLASHCARDS_THEMEN] })
      .andWhere('id NOT IN (SELECT flashcards_themen_id FROM flashcards_kategorie)')
      .execute();
  }
}
