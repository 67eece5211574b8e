import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SchuelerGruppeSpeichernRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';
import { OptionalId } from '../../common/optional-id.decorator';

/** POST /api/schuelergruppen (01 §7). The name rule (not blank) is validateGroup's, in the service. */
export class SchuelerGruppeSpeichernDto implements SchuelerGruppeSpeichernRequest {
  @OptionalId()
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
  @Max(MAX_ID, { each: true })
  schuelerids!: number[];
}
