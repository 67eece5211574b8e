import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * 01/02 §3 user setting, one row per user and tag (showFlashCardsSymbole, lastUModuleID,
 * anweisungvorpruefung, lastKonjugationLanguage, lastTranslationLanguageKey, …).
 */
@Entity({ name: 'benutzereinstellung' })
export class Benutzereinstellung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'varchar', length: 100 })
  tag!: string;

  @Column({ type: 'boolean', nullable: true })
  boolvalue!: boolean | null;

  @Column({ type: 'integer', nullable: true })
  intvalue!: number | null;

  @Column({ type: 'text', nullable: true })
  textvalue!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  strvalue!: string | null;
}
