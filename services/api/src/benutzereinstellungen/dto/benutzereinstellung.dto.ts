import {
  IsBoolean,
  IsByteLength,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_LENGTH } from '@lernstapel/rules';
import type { Benutzereinstellung, EinstellungsTag } from '@lernstapel/contracts';
import { EINSTELLUNGS_TAGS } from '../einstellungs-tags';

/**
 * POST /api/benutzereinstellungen: one of the tags (FELD_PRO_TAG) and typed values. Which field a tag needs
 * is the service's check (FELD_PRO_TAG), with a German text naming the field.
 */
export class BenutzereinstellungDto implements Benutzereinstellung {
  @IsIn(EINSTELLUNGS_TAGS)
  tag!: EinstellungsTag;

  @IsOptional()
  @IsBoolean()
  boolvalue!: boolean | null;

  @IsOptional()
  @IsInt()
  // Without digit separators: the swagger plugin cannot print a negative literal written with them and
  // leaves the whole field out of the OpenAPI document (and so out of the generated client's type).
  @Min(-2147483648)
  @Max(2147483647)
  intvalue!: number | null;

  @IsOptional()
  @IsString()
  // A TEXT column holds 65,535 bytes on MySQL/MariaDB; 32,768 × 'ä' are 65,536.
  @IsByteLength(0, 65_535)
  textvalue!: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.einstellung)
  strvalue!: string | null;
}
