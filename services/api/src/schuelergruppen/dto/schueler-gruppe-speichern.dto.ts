import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SchuelerGruppeSpeichernRequest } from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';
import { OptionalId } from '../../common/optional-id.decorator';

/** POST /api/schuelergruppen (01 §7). The name rule (not blank) is validateGroup's, in the service. */
export class SchuelerGruppeSpeichernDto implements SchuelerGruppeSpeichernRequest {
  @OptionalId()
  id?: number;

  @IsString()
  @MaxLength(MAX_LENGTH.gruppenBezeichnung)
  bezeichnung!: string;

  @IsString()
  @MaxLength(MAX_LENGTH.klassenCode)
  klassen_code!: string;

  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  schuelerids!: number[];
}
