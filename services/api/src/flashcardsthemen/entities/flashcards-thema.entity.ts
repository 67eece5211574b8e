import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01/02 §3 topic (flashcardsthemen). Topics are global, shared by all schools. */
@Entity({ name: 'flashcardsthemen' })
export class FlashcardsThema {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  bezeichnung!: string;
}
