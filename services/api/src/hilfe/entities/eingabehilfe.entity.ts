import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * 02 §3 input-help entry (special-character help). Reference data, seeded by migration
 * (02 §5 shortcuts): zeichen = the character, eingabe = the four-key shortcut.
 */
@Entity({ name: 'eingabehilfe' })
export class Eingabehilfe {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  zeichenklein!: string;

  @Column({ type: 'varchar', length: 10 })
  eingabeklein!: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  zeichengross!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  eingabegross!: string | null;
}
