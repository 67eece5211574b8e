import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Race (01 §3 summary + 02 §3). start_benutzername and sieger_benutzername are joined from
 * benutzer. 01 §4 "sieger 0" (no winner yet) is stored as NULL.
 */
@Entity({ name: 'wettbewerb' })
export class Wettbewerb {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodul_id!: number;

  /** Stack title at the time the race was created. */
  @Column({ type: 'varchar', length: 255 })
  modultitel!: string;

  /** 01 §4 / 02 §3: 0 = all questions, above 0 = a number of questions. */
  @Column({ type: 'integer', default: 0 })
  modus!: number;

  @Column({ type: 'datetime', nullable: true })
  startzeit!: Date | null;

  @Column({ type: 'boolean', default: false })
  ist_gestartet!: boolean;

  @Column({ type: 'integer', default: 0 })
  anzahl_fragen_beantwortet!: number;

  /** Issue 13: the question order of the current start (JSON card ids, see wettbewerb-kartenfolge). */
  @Column({ type: 'text', nullable: true })
  kartenfolge!: string | null;

  @Column({ type: 'integer' })
  start_benutzer_id!: number;

  @Column({ type: 'integer', nullable: true })
  sieger_benutzer_id!: number | null;

  /** Tenant scope; NULL for an individually registered teacher. */
  @Column({ type: 'integer', nullable: true })
  schule_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;
}
