import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';
import type { WettbewerbErstellen } from '@lernstapel/contracts';

export class WettbewerbErstellenDto implements WettbewerbErstellen {
  @IsInt()
  @Min(1)
  unterrichtsmodul_id!: number;

  @IsInt()
  modus!: number;

  /** The number rule (01 §5) gives its own message; this only bounds the request. */
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  teilnehmer!: number[];
}
