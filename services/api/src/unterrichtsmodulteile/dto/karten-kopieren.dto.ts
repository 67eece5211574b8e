import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import type { KartenKopierenRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** Cards per copy request: a whole large stack, far below the insert limits. */
export const MAX_KOPIEN = 2000;

/** POST /api/unterrichtsmodulteile/kopieren (02 §3 copy request). */
export class KartenKopierenDto implements KartenKopierenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodule_id!: number;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_KOPIEN)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  unterrichtsModulTeilList!: number[];
}
