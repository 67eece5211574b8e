import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StapelablageStatus } from '@lernstapel/contracts';

/** 01/02 §3 hand-in record (stapelablage). absender and eigentuemer names are joined from benutzer. */
@Entity({ name: 'stapelablage' })
export class Stapelablage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodule_id!: number;

  @Column({ type: 'integer' })
  stapel_eigentuemer_id!: number;

  @Column({ type: 'integer' })
  stapel_absender_id!: number;

  /** 01 §4 status, stored verbatim as in the spec (StapelablageStatus of @lernstapel/contracts). */
  @Column({ type: 'varchar', length: 50 })
  status!: StapelablageStatus;

  @Column({ type: 'boolean', default: false })
  ist_korrigiert_und_ok!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;
}
