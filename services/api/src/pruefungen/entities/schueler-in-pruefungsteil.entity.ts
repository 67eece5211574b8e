import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 02 §3 SchuelerInPruefungsteil: a pupil's answer to one exam part, with points and comment. */
@Entity({ name: 'schuelerinpruefungsteil' })
export class SchuelerInPruefungsteil {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  schueler_id!: number;

  @Column({ type: 'integer' })
  pruefungsteile_id!: number;

  @Column({ type: 'text', nullable: true })
  antwort1!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort2!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort3!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort4!: string | null;

  @Column({ type: 'text', nullable: true })
  antwort5!: string | null;

  /** -1 not answered, 0 false, 1 true (as on the card). */
  @Column({ type: 'integer', nullable: true })
  wahroderfalsch!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_ich!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_du!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_ersiees!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_wir!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_ihr!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  konjug_sie!: string | null;

  /** Labelling answer: JSON, label number → typed text (text mode) or typed marker number (number mode). */
  @Column({ type: 'text', nullable: true })
  beschriftungen!: string | null;

  /** Labelling in number mode: JSON, label number → the shuffled number shown at its marker (02 §9). */
  @Column({ type: 'text', nullable: true })
  beschriftung_nummern!: string | null;

  @Column({ type: 'double', nullable: true })
  punkte!: number | null;

  @Column({ type: 'text', nullable: true })
  kommentar_lehrperson!: string | null;
}
