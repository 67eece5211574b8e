import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * 01 §3 folder. anzahl_dateien is a count over unterrichtsmodul.benutzer_ordner_id (not stored).
 * 01 §4: deleting a folder keeps its stacks (their benutzer_ordner_id becomes NULL); sub-folders
 * (parent_id) are deleted with their parent. The spec's pseudo ids (-99, 0, 1234567890) are
 * UI values and never stored. Name uniqueness (case-insensitive): the
 * unique key (benutzer_id, name_schluessel), the key being the rule folderKey of the name.
 */
@Entity({ name: 'benutzerordner' })
export class Benutzerordner {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', nullable: true })
  parent_id!: number | null;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  name_schluessel!: string;
}
