import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §3 School. Deleting a school deletes its users and all their data (01 §6, FK cascades). */
@Entity({ name: 'schule' })
export class Schule {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name1!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name2!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  anschrift1!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  anschrift2!: string | null;

  /** 01 §9: DE, CH or A; a new school defaults to CH. */
  @Column({ type: 'varchar', length: 2, default: 'CH' })
  land!: string;

  /** 01 §9: postal codes at most 10 characters. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  plz!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  ort!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  telefon1!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email1!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  telefon2!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email2!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  rechnungsanschrift1!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  rechnungsanschrift2!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  rechnungsplz!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  rechnungsort!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  rechnungsland!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  hauspost_domainname!: string | null;

  /** 01 §5: the licence is valid when lizenz_jahr equals the current calendar year. */
  @Column({ type: 'integer', nullable: true })
  lizenz_jahr!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;

  /**
   * Issue 29: who registered the school (school registration, an individual's licence order); deleting
   * that person deletes the school when nobody else belongs to it. NULL: created by an administrator.
   */
  @Column({ type: 'integer', nullable: true })
  registriert_von_benutzer_id!: number | null;
}
