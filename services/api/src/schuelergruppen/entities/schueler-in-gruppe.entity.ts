import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §3 membership row (schuelerinallenGruppen); one row per pupil and group. */
@Entity({ name: 'schuelerinallengruppen' })
export class SchuelerInGruppe {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'integer' })
  schueler_gruppe_id!: number;
}
