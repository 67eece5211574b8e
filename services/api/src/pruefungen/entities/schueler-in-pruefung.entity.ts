import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 02 §4 pupil status: none (NULL) → 'in Bearbeitung' → 'abgegeben' → 'korrigiert'. */
export const PRUEFUNG_STATUS = ['in Bearbeitung', 'abgegeben', 'korrigiert'] as const;
export type PruefungStatus = (typeof PRUEFUNG_STATUS)[number];

/**
 * 02 §3 SchuelerInPruefung. benutzername and namevoll are joined from benutzer, not stored.
 */
@Entity({ name: 'schuelerinpruefung' })
export class SchuelerInPruefung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  pruefung_id!: number;

  @Column({ type: 'integer' })
  schueler_id!: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  status!: PruefungStatus | null;

  @Column({ type: 'datetime', nullable: true })
  startzeit!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  endezeit!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  korrigiert_am!: Date | null;

  /** 02 §9 grade, two decimals. */
  @Column({ type: 'double', nullable: true })
  note!: number | null;

  @Column({ type: 'text', nullable: true })
  kommentar_lehrperson!: string | null;

  @Column({ type: 'double', nullable: true })
  punkte!: number | null;
}
