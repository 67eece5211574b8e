import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';

/**
 * Stack (01 §3 + 02 §3). Only stored fields are columns. Derived values are computed by
 * queries, never stored, so they cannot drift:
 * - anzahl_modulteile, anzahlkarten_fach1..3, anzahl_zukorrigierende_modulteile: counts over
 *   unterrichtsmodulteil (stapelfach_nr, korrekturmarkierung);
 * - eigentuemer, kategorie, thema: joins on benutzer, flashcards_kategorie, flashcardsthemen;
 * - empfaenger, geteiltebenutzer: unterrichtsmodul_geteilt.
 * 01 §4: benutzer_ordner_id 0 ("no folder") is stored as NULL.
 */
@Entity({ name: 'unterrichtsmodul' })
export class Unterrichtsmodul {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  bezeichnung!: string;

  @Column({ type: 'integer' })
  eigentuemer_id!: number;

  @ManyToOne(() => Benutzer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eigentuemer_id' })
  eigentuemer?: Relation<Benutzer>;

  /** Author name as shown on the stack (free text). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  autor!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  status!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  jahrgangsstufen!: string | null;

  /** Search terms (subjects). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  faecher!: string | null;

  @Column({ type: 'integer', nullable: true })
  flashcards_kategorie_id!: number | null;

  @Column({ type: 'integer', nullable: true })
  benutzer_ordner_id!: number | null;

  @Column({ type: 'boolean', default: false })
  ist_in_stapelablage!: boolean;

  @Column({ type: 'boolean', default: false })
  wird_gemeinsam_bearbeitet!: boolean;

  @Column({ type: 'boolean', default: false })
  ist_veroeffentlicht!: boolean;

  @Column({ type: 'datetime', nullable: true })
  public_datum!: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  public_autor_pseudonym!: string | null;

  @Column({ type: 'text', nullable: true })
  public_bemerkungen!: string | null;

  /** Source of a copy; set to NULL when the source is deleted. */
  @Column({ type: 'integer', nullable: true })
  ist_kopie_von_umodul_id!: number | null;

  @Column({ type: 'boolean', default: false })
  ist_aufgabe!: boolean;

  /** Creation time. */
  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  datum!: Date;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  datum_zuletztgeaendert!: Date;

  @Column({ type: 'datetime', nullable: true })
  datum_letztesquiz!: Date | null;
}
