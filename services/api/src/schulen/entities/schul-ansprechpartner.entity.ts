import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Schule } from './schule.entity';

/**
 * 01 §3 schule_ansprechpartner (id, namevoll, email). Optionally linked to a user account
 * (benutzer_id); namevoll and email are kept so a contact without an account is possible.
 */
@Entity({ name: 'schule_ansprechpartner' })
export class SchulAnsprechpartner {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  schule_id!: number;

  @ManyToOne(() => Schule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'schule_id' })
  schule?: Relation<Schule>;

  @Column({ type: 'integer', nullable: true })
  benutzer_id!: number | null;

  @Column({ type: 'varchar', length: 255 })
  namevoll!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;
}
