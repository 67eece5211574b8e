import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DECIMAL_TO_NUMBER } from '../../database/column-transformers';

/** 01 §5/§9 licence order: one row per order of a school for a calendar year (and content). */
@Entity({ name: 'lizenzbestellung' })
export class Lizenzbestellung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  schule_id!: number;

  @Column({ type: 'integer' })
  jahr!: number;

  /** Null once the ordering user is deleted (the order itself stays with the school). */
  @Column({ type: 'integer', nullable: true })
  bestellt_von_benutzer_id!: number | null;

  /** 01 §9: 300.00 EUR per year. */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: DECIMAL_TO_NUMBER })
  betrag!: number;

  /**
   * sha256 of the mail the order sent: unique per school and year (migration UniqueKeys), so an unchanged
   * order is placed once. NULL for orders placed before the key existed.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  inhalt!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  bestellt_am!: Date;
}
