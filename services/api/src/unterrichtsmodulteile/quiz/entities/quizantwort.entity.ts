import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One answer of a quiz (beyond the spec, issue 11): which card, who, known or not, when, and the box
 * before and after. The monitoring's hardest cards are counted from it. (benutzer_id, anfrage_id) is
 * unique: a replayed box update finds its row and changes nothing.
 */
@Entity({ name: 'quizantwort' })
export class Quizantwort {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodul_id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodulteil_id!: number;

  @Column({ type: 'boolean' })
  gewusst!: boolean;

  @Column({ type: 'integer' })
  fach_vorher!: number;

  @Column({ type: 'integer' })
  fach_nachher!: number;

  @Column({ type: 'varchar', length: 36 })
  anfrage_id!: string;

  @Column({ type: 'datetime', default: () => 'CURRENT_TIMESTAMP' })
  datum!: Date;
}
