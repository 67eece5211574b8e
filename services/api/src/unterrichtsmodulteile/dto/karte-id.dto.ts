import { IsInt, Max, Min } from 'class-validator';
import type { KarteLoeschenRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** POST /api/unterrichtsmodulteile/delete. */
export class KarteIdDto implements KarteLoeschenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;
}
