import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SchuelerGruppeSpeichernRequest } from '@lernstapel/contracts';

/** POST /api/schuelergruppen (01 §7). The name rule (not blank) is validateGroup's, in the service. */
export class SchuelerGruppeSpeichernDto implements SchuelerGruppeSpeichernRequest {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  id?: number;

  @IsString()
  @MaxLength(255)
  bezeichnung!: string;

  @IsString()
  @MaxLength(50)
  klassen_code!: string;

  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  schuelerids!: number[];
}
