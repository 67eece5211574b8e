import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Schule } from '../../schulen/entities/schule.entity';

/**
 * Issue 28: a school's identity provider (OpenID Connect), one per school. The client secret is
 * stored encrypted (SCHULKONTO_SCHLUESSEL); `schulkuerzel` is the short school code of the login page.
 * Deleting the school deletes it (FK cascade).
 */
@Entity({ name: 'schulkonto_anbieter' })
export class SchulkontoAnbieter {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  schule_id!: number;

  @OneToOne(() => Schule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'schule_id' })
  schule?: Relation<Schule>;

  @Column({ type: 'varchar', length: 30 })
  schulkuerzel!: string;

  @Column({ type: 'varchar', length: 255 })
  aussteller!: string;

  @Column({ type: 'varchar', length: 255 })
  client_id!: string;

  @Column({ type: 'text' })
  client_secret_verschluesselt!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  rollen_claim!: string | null;

  /** The class the provider may create pupil accounts in on first sign-in; null: none are created. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  schueler_klassen_code!: string | null;

  @UpdateDateColumn({ type: 'datetime' })
  geaendert_am!: Date;
}
