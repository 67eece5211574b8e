import { IsBoolean, IsInt, IsUUID, Max, Min } from 'class-validator';
import type { FachRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** POST /api/unterrichtsmodulteile/quiz/fach: known or not; the server computes the box. */
export class FachDto implements FachRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;

  @IsBoolean()
  gewusst!: boolean;

  @IsUUID()
  anfrage_id!: string;
}
