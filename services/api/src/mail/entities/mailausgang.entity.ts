import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * DEVIATIONS 8: the local mail outbox (default e-mail adapter). benutzer_id links a mail to the
 * user it concerns so that pending mails (which may carry a login code) go with that user.
 */
@Entity({ name: 'mailausgang' })
export class Mailausgang {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', nullable: true })
  benutzer_id!: number | null;

  @Column({ type: 'varchar', length: 255 })
  empfaenger!: string;

  @Column({ type: 'varchar', length: 255 })
  betreff!: string;

  @Column({ type: 'text' })
  text!: string;

  @CreateDateColumn({ type: 'datetime' })
  erstellt_am!: Date;

  @Column({ type: 'datetime', nullable: true })
  gesendet_am!: Date | null;

  /** The user a mail to someone else is about (a licence order to the operator): anonymised with them. */
  @Column({ type: 'integer', nullable: true })
  ueber_benutzer_id!: number | null;

  /** The .eml file of the local outbox (its name under DATA_DIR/outbox), deleted with the row. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  datei!: string | null;
}
