import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A state-changing request sent with a request id (Idempotency-Key header, issue 22 §3): which user,
 * which route, whether it has finished, and its answer. (benutzer_id, schluessel) is unique, so the
 * same id again (a double click, a retry after a lost answer) finds this row and gets this answer.
 */
@Entity({ name: 'anfrage' })
export class Anfrage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'varchar', length: 64 })
  schluessel!: string;

  /** Method and path: the same id on another route is the client's mistake (422). */
  @Column({ type: 'varchar', length: 255 })
  route!: string;

  @Column({ type: 'boolean', default: false })
  fertig!: boolean;

  /** The first request's answer as JSON; NULL while it runs, or for an answer without a body. */
  @Column({ type: 'text', nullable: true })
  antwort!: string | null;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  erstellt_am!: Date;
}
