import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Schule } from '../../schulen/entities/schule.entity';

/**
 * 01 §3 User. Main administrators and individually registered persons have no school.
 * anmeldecode is stored readable (01 §2/DEVIATIONS 2: teachers and admins may see their
 * pupils' codes); it is unique and compared case-sensitively on both databases
 * (binary collation on MySQL). Session tokens, not codes, are stored hashed (Sitzung).
 */
@Entity({ name: 'benutzer' })
export class Benutzer {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  benutzername!: string;

  @Column({ type: 'varchar', length: 255 })
  namevoll!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  kuerzel!: string | null;

  @Column({ type: 'varchar', length: 32 })
  anmeldecode!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'integer', nullable: true })
  schule_id!: number | null;

  @ManyToOne(() => Schule, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'schule_id' })
  schule?: Relation<Schule> | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  klassen_code!: string | null;

  @Column({ type: 'boolean', default: false })
  ist_main_admin!: boolean;

  @Column({ type: 'boolean', default: false })
  kann_lehrpersonen_bearbeiten!: boolean;

  @Column({ type: 'boolean', default: false })
  kann_schuldaten_bearbeiten!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_schule_ansprechpartner!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_schueler!: boolean;

  /** 01 §9: new pupils 0, new teachers 1 — set by the service, the column default is 0. */
  @Column({ type: 'boolean', default: false })
  kann_stapel_veroeffentlichen!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_gesperrt!: boolean;

  /** 01 §3: id of the creating user, 0 = created by (school) registration. Not a FK because of the 0. */
  @Column({ type: 'integer', default: 0 })
  create_user_id!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  hauspost_adresse!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;
}
