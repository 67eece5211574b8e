import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';

/**
 * Issue 28: a user's account linked to their school account: only the provider's issuer and its
 * pseudonymous subject are kept (nothing else of the provider's claims). Deleting the user deletes it.
 */
@Entity({ name: 'schulkonto_verknuepfung' })
export class SchulkontoVerknuepfung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @OneToOne(() => Benutzer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'benutzer_id' })
  benutzer?: Relation<Benutzer>;

  @Column({ type: 'varchar', length: 255 })
  aussteller!: string;

  @Column({ type: 'varchar', length: 255 })
  subjekt!: string;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;
}
