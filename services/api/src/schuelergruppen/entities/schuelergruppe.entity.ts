import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §3 pupil group of a class (klassen_code). Members: SchuelerInGruppe. */
@Entity({ name: 'schuelergruppe' })
export class Schuelergruppe {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** 01 §9: a new group is called 'Neue Gruppe' (set by the service). */
  @Column({ type: 'varchar', length: 255 })
  bezeichnung!: string;

  @Column({ type: 'varchar', length: 50 })
  klassen_code!: string;

  /** Null for the class of an individually registered teacher. */
  @Column({ type: 'integer', nullable: true })
  schule_id!: number | null;
}
