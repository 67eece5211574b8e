import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §3 share (mailbox entry), optionally as an assignment. One row per stack and recipient. */
@Entity({ name: 'unterrichtsmodul_geteilt' })
export class GeteilterStapel {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodule_id!: number;

  @Column({ type: 'integer' })
  geteilt_mit_benutzer_id!: number;

  @Column({ type: 'boolean', default: false })
  ist_aufgabe!: boolean;

  /** Assignment description; 01 §5: required when sent as assignment. */
  @Column({ type: 'text', nullable: true })
  aufgabe!: string | null;

  /** Due date 'YYYY-MM-DD'. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  aufgabe_abgabe_bis!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  geteilt_am!: Date;
}
