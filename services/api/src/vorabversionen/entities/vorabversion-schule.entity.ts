import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Issue 26 §5: a school the main administrator put on the canary (one row per school). */
@Entity({ name: 'vorabversion_schule' })
export class VorabversionSchule {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  schule_id!: number;

  @Column({ type: 'datetime' })
  gewaehlt_am!: Date;
}
