import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RemoteName, RueckfallGrund } from '@lernstapel/contracts';

/** Issue 26 §5: a school's browsers fell back from canary `manifest` of `remote` to the stable version. */
@Entity({ name: 'vorabversion_rueckfall' })
export class VorabversionRueckfall {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  schule_id!: number;

  @Column({ type: 'varchar', length: 20 })
  remote!: RemoteName;

  @Column({ type: 'varchar', length: 500 })
  manifest!: string;

  /** The latest report's reason. */
  @Column({ type: 'varchar', length: 20 })
  grund!: RueckfallGrund;

  @Column({ type: 'integer' })
  anzahl!: number;

  @Column({ type: 'datetime' })
  zuletzt_am!: Date;
}
