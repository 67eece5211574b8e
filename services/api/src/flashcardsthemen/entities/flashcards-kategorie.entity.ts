import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * 01/02 §3 category of a topic. Global like topics; teachers create them (01 §6).
 * ersteller_benutzer_id becomes NULL when the creator is deleted: other users' stacks use the category.
 */
@Entity({ name: 'flashcards_kategorie' })
export class FlashcardsKategorie {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  kategorie!: string;

  @Column({ type: 'integer' })
  flashcards_themen_id!: number;

  @Column({ type: 'integer', nullable: true })
  ersteller_benutzer_id!: number | null;
}
