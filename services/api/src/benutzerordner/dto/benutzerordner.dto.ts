import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type {
  BenutzerordnerLoeschenRequest,
  BenutzerordnerSpeichernRequest,
  OrdnerStapelRequest,
} from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/benutzerordner; the name rules are validateFolderName's (German 400, service). */
export class BenutzerordnerSpeichernDto implements BenutzerordnerSpeichernRequest {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  id?: number;

  @IsString()
  @MaxLength(MAX_LENGTH.ordnerName)
  name!: string;

  @IsOptional()
  @IsInt()
  @Min(-99)
  @Max(MAX_ID)
  parent_id?: number | null;
}

/** POST /api/benutzerordner/delete. */
export class BenutzerordnerLoeschenDto implements BenutzerordnerLoeschenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;
}

/** POST /api/benutzerordner/stapel; at least one stack is validateAddToFolder's rule (service). */
export class OrdnerStapelDto implements OrdnerStapelRequest {
  /** an own folder; null or -99 = out of the folder */
  @IsOptional()
  @IsInt()
  @Min(-99)
  @Max(MAX_ID)
  id!: number | null;

  @IsArray()
  @ArrayMaxSize(5000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  unterrichtsmodule_ids!: number[];
}
