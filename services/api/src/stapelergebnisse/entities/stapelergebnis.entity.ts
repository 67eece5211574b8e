import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { QuizLaufArt } from '@lernstapel/contracts';

/** 02 §3 quiz result; 02 §9 ergebnis = percent with one decimal. Deleted by a stack reset (02 §4). */
@Entity({ name: 'stapelergebnis' })
export class Stapelergebnis {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodul_id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'double' })
  ergebnis!: number;

  @Column({ type: 'integer' })
  anzahl_karten_insg!: number;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  datum!: Date;

  /** The client's id of the quiz run: a replayed save finds it and adds nothing (issue 11). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  anfrage_id!: string | null;

  /** Issue 23: a whole run ('quiz') or a re-run of the cards not known ('erneut'). */
  @Column({ type: 'varchar', length: 10, default: 'quiz' })
  art!: QuizLaufArt;
}
