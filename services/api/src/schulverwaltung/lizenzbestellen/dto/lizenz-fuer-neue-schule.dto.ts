import { OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, ValidateNested } from 'class-validator';
import type { LizenzFuerNeueSchuleRequest } from '@lernstapel/contracts';
import { EigeneSchuleSpeichernDto } from '../../../schulen/dto/eigene-schule-speichern.dto';

/**
 * The new school's fields: the school data dialog's shape and column lengths (PUT /api/schulen/eigene)
 * without the contact list (the ordering person becomes the contact person).
 */
export class NeueSchuleDto extends OmitType(EigeneSchuleSpeichernDto, ['schule_ansprechpartner'] as const) {}

/**
 * POST /api/schulen/lizenzbestellen/neueschule/{year}. The rules of 01 §5/§9 (name1, postal codes,
 * land, e-mail) and the red list are checked by the service on the trimmed values, with German texts.
 */
export class LizenzFuerNeueSchuleDto implements LizenzFuerNeueSchuleRequest {
  /** false is answered by the service with the dialog's text, like the order for an existing school. */
  @IsBoolean()
  bedingungen_akzeptiert!: boolean;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => NeueSchuleDto)
  schule!: NeueSchuleDto;
}
