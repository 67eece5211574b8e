import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One learner's FSRS memory state of one card ('Intelligente Wiederholung', issue 11): the fields of
 * a ts-fsrs Card. Updated with every answer in both Lernmodi, so switching modes keeps the history.
 */
@Entity({ name: 'lernstand' })
export class Lernstand {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodulteil_id!: number;

  @Column({ type: 'datetime' })
  faellig_am!: Date;

  @Column({ type: 'double' })
  stabilitaet!: number;

  @Column({ type: 'double' })
  schwierigkeit!: number;

  @Column({ type: 'integer' })
  tage_vergangen!: number;

  @Column({ type: 'integer' })
  tage_geplant!: number;

  @Column({ type: 'integer' })
  wiederholungen!: number;

  @Column({ type: 'integer' })
  vergessen!: number;

  @Column({ type: 'integer' })
  lernschritte!: number;

  @Column({ type: 'integer' })
  zustand!: number;

  @Column({ type: 'datetime', nullable: true })
  letzte_wiederholung!: Date | null;
}
