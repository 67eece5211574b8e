import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type {
  GemeinsamerStapelBeendenRequest,
  GemeinsamerStapelRequest,
  TeilenRequest,
} from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/unterrichtsmodule/teilen; the recipient and assignment rules are validateShare's (service). */
export class TeilenDto implements TeilenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodule_id!: number;

  @IsArray()
  @ArrayMaxSize(2000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  benutzerids!: number[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  schuelergruppenids?: number[];

  @IsOptional()
  @IsBoolean()
  ist_aufgabe?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.aufgabe)
  aufgabe?: string | null;

  /** 'YYYY-MM-DD'; the service checks the date (German 400). */
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.datum)
  aufgabe_abgabe_bis?: string | null;
}

/** POST /api/unterrichtsmodule/gemeinsamerstapel. */
export class GemeinsamerStapelDto implements GemeinsamerStapelRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodule_id!: number;

  @IsArray()
  @ArrayMaxSize(2000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  benutzerids!: number[];
}

/** POST /api/unterrichtsmodule/gemeinsamerstapel/beenden. */
export class GemeinsamerStapelBeendenDto implements GemeinsamerStapelBeendenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodule_id!: number;
}
