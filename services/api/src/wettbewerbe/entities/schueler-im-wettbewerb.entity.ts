import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §3 / 02 §3 race participant. benutzername is joined from benutzer. */
@Entity({ name: 'schuelerimwettbewerb' })
export class SchuelerImWettbewerb {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  wettbewerb_id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'integer', default: 0 })
  start_nr!: number;

  /** 01 §4: 0 → 1; the author's invitation is accepted automatically. */
  @Column({ type: 'boolean', default: false })
  einladung_angenommen!: boolean;

  /** Jockey colour. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  farbe!: string | null;

  @Column({ type: 'integer', default: 0 })
  position!: number;
}
