import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { SchuelerSpeichernRequest } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';
import { OptionalId } from '../../common/optional-id.decorator';

/**
 * POST /api/benutzer/neuerschueler (01 §7): shape and column lengths. The dialog's rules
 * (benutzername not blank, e-mail syntax) are validatePupil's, checked by the service on the
 * trimmed values so they give the dialog's German texts.
 */
export class SchuelerSpeichernDto implements SchuelerSpeichernRequest {
  @OptionalId()
  id?: number;

  @IsString()
  @MaxLength(MAX_LENGTH.benutzername)
  benutzername!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.namevoll)
  namevoll?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.email)
  email?: string | null;

  @IsOptional()
  @IsBoolean()
  kann_stapel_veroeffentlichen?: boolean;
}
