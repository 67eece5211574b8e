import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { KorrekturRequest } from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/unterrichtsmodulteile/korrektur: the 'korrigieren' toggle and the correction note. */
export class KorrekturDto implements KorrekturRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;

  @IsBoolean()
  korrekturmarkierung!: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.korrekturhinweis)
  notizen?: string;
}
