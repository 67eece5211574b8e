import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';

/**
 * 02 §3 exam part: one card of the exam with its points. Goes with its exam; outlives its card, which it
 * keeps as a snapshot (karte): deleting the card only unlinks it, the pupils' answers stay.
 */
@Entity({ name: 'pruefungsteil' })
export class Pruefungsteil {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  pruefung_id!: number;

  /** null once the card was deleted from its stack. */
  @Column({ type: 'integer', nullable: true })
  unterrichtsmodulteil_id!: number | null;

  @ManyToOne(() => Unterrichtsmodulteil, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'unterrichtsmodulteil_id' })
  unterrichtsModulTeil?: Relation<Unterrichtsmodulteil>;

  /** 02 §5: numeric, minimum 0. */
  @Column({ type: 'double', default: 1 })
  punkte!: number;

  /** 02 §2 vorbereiten: the order the teacher gave the parts. */
  @Column({ type: 'integer', default: 0 })
  reihenfolge!: number;

  /** JSON snapshot of the card (a Karte) when the parts were saved; the exam never follows later edits. */
  @Column({ type: 'text', nullable: true })
  karte!: string | null;
}
