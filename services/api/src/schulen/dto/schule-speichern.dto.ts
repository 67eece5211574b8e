import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { MAX_LENGTH } from '@lernstapel/rules';
import type { Land, SchuleSpeichernRequest } from '@lernstapel/contracts';
import { SchulAnsprechpartnerDto } from './schul-ansprechpartner.dto';
import { OptionalId } from '../../common/optional-id.decorator';

/**
 * POST /api/schulen (01 §7): the shape and column lengths. The rules of 01 §5/§9 (name1 not blank,
 * postal codes ≤ 10, land DE/CH/A, e-mail syntax, licence year) are checked by the service with
 * @lernstapel/rules on the trimmed values, so they give the same German texts as the dialog.
 * Optional fields may be absent: on create they become null (land: CH), on update they stay as
 * they are.
 */
export class SchuleSpeichernDto implements SchuleSpeichernRequest {
  @OptionalId()
  id?: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.schulname)
  name1!: string;

  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.schulname) name2!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.anschrift) anschrift1!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.anschrift) anschrift2!: string | null;
  /** Checked against DE/CH/A by validateSchool (German text), hence no @IsIn here. */
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.land) land!: Land;
  /** ≤ 10 after trimming: validateSchool. */
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.plzSpalte) plz!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.ort) ort!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.telefon) telefon1!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.email) email1!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.telefon) telefon2!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.email) email2!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.anschrift) rechnungsanschrift1!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.anschrift) rechnungsanschrift2!: string | null;
  /** ≤ 10 after trimming: validateSchool. */
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.plzSpalte) rechnungsplz!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.ort) rechnungsort!: string | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.land) rechnungsland!: Land | null;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.domainname) hauspost_domainname!: string | null;
  /** 2000..2100: checked by the service with a German text naming the range. */
  @IsOptional() @IsInt() lizenz_jahr!: number | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  // Without it an element that is itself an array ([[]]) would pass ValidateNested unchecked.
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => SchulAnsprechpartnerDto)
  schule_ansprechpartner!: SchulAnsprechpartnerDto[];
}
