import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 01 §4 team editing: users who edit a stack together with its owner. */
@Entity({ name: 'unterrichtsmodul_team' })
export class TeamMitglied {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  unterrichtsmodul_id!: number;

  @Column({ type: 'integer' })
  benutzer_id!: number;
}
