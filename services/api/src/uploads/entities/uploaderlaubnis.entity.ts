import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §4 / 02 §6: a teacher lets a pupil upload files for 2 hours (erlaubt_bis in the future). */
@Entity({ name: 'uploaderlaubnis' })
export class Uploaderlaubnis {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  /** NULL once the granting teacher is deleted. */
  @Column({ type: 'integer', nullable: true })
  erteilt_von_benutzer_id!: number | null;

  @Column({ type: 'datetime' })
  erlaubt_bis!: Date;
}
