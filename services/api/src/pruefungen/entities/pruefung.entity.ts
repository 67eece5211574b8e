import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Exam (01 §3 summary + 02 §3). A class's exam (klassen_code), created by a teacher.
 * `datum` is a calendar date stored as 'YYYY-MM-DD' text (no time zone shifts on either driver).
 */
@Entity({ name: 'pruefung' })
export class Pruefung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  titel!: string;

  @Column({ type: 'varchar', length: 50 })
  klassen_code!: string;

  /** 'YYYY-MM-DD'; 01 §9: today for a new exam. */
  @Column({ type: 'varchar', length: 10 })
  datum!: string;

  /** 01 §4: pupils see only released exams. */
  @Column({ type: 'boolean', default: false })
  freigegeben!: boolean;

  /** Stack the exam was built from; NULL once that stack is deleted (the exam keeps its parts' results only while their cards exist). */
  @Column({ type: 'integer', nullable: true })
  unterrichtsmodul_id!: number | null;

  @Column({ type: 'text', nullable: true })
  anweisung_vor_pruefung!: string | null;

  @Column({ type: 'boolean', default: false })
  ist_korrigiert!: boolean;

  @Column({ type: 'double', default: 0 })
  gesamtpunktezahl!: number;

  /** NULL once the teacher was deleted while pupils' attempts kept the exam (issue 29). */
  @Column({ type: 'integer', nullable: true })
  ersteller_benutzer_id!: number | null;

  /** Tenant scope; NULL for an individually registered teacher. */
  @Column({ type: 'integer', nullable: true })
  schule_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;
}
