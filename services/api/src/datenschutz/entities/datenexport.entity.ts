import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Issue 29 §2: what an export of another person's data covered. */
export const EXPORT_UMFANG = ['lehrersicht', 'vollstaendig'] as const;
export type ExportUmfang = (typeof EXPORT_UMFANG)[number];

/**
 * Issue 29 §2: every export of another person's data (who, whom, when), for the school's administrators.
 * Self exports are not recorded.
 */
@Entity({ name: 'datenexport' })
export class Datenexport {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** NULL once the exporting person is deleted. */
  @Column({ type: 'integer', nullable: true })
  exportiert_von_id!: number | null;

  @Column({ type: 'integer' })
  betroffener_id!: number;

  /** The exported person's school at the time (which administrators see the entry); NULL for none. */
  @Column({ type: 'integer', nullable: true })
  schule_id!: number | null;

  @Column({ type: 'varchar', length: 20 })
  umfang!: ExportUmfang;

  @Column({ type: 'datetime' })
  erstellt_am!: Date;
}
