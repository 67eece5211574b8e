import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Benutzer } from '../../entities/benutzer.entity';

/** DEVIATIONS 3: a normal session or a 90-day remember-me token. */
export const SITZUNG_ARTEN = ['sitzung', 'merken'] as const;
export type SitzungArt = (typeof SITZUNG_ARTEN)[number];

/**
 * DEVIATIONS 3: an opaque random token lives in an httpOnly cookie; only its SHA-256 hex
 * (64 characters) is stored. Deleting a user deletes their sessions (FK cascade).
 */
@Entity({ name: 'sitzung' })
export class Sitzung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  token_hash!: string;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @ManyToOne(() => Benutzer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'benutzer_id' })
  benutzer?: Relation<Benutzer>;

  @Column({ type: 'varchar', length: 10 })
  art!: SitzungArt;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;

  @Column({ type: 'datetime' })
  laeuft_ab_am!: Date;

  @Column({ type: 'datetime' })
  zuletzt_benutzt_am!: Date;
}
