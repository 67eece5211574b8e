import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §1/§3 distraction event of a pupil (focus, blur, resize, visibility change). */
@Entity({ name: 'benutzerablenkungen' })
export class Benutzerablenkung {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;

  @Column({ type: 'datetime' })
  zeit!: Date;

  @Column({ type: 'varchar', length: 255 })
  bemerkung!: string;
}
