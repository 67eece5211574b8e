import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LehrpersonSpeichernRequest } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';
import { OptionalId } from '../../common/optional-id.decorator';

/**
 * POST /api/benutzer (01 §7 teacher save): shape and column lengths. Blank fields and the e-mail syntax
 * are checked by the service with validateTeacher, so they get the dialog's German texts.
 */
export class LehrpersonSpeichernDto implements LehrpersonSpeichernRequest {
  @OptionalId()
  id?: number;

  @IsString() @MaxLength(MAX_LENGTH.namevoll) namevoll!: string;
  @IsString() @MaxLength(MAX_LENGTH.benutzername) benutzername!: string;
  @IsString() @MaxLength(MAX_LENGTH.email) email!: string;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.kuerzel) kuerzel?: string | null;
  @IsOptional() @IsBoolean() kann_lehrpersonen_bearbeiten?: boolean;
  @IsOptional() @IsBoolean() kann_schuldaten_bearbeiten?: boolean;
  @IsOptional() @IsBoolean() kann_stapel_veroeffentlichen?: boolean;
}
