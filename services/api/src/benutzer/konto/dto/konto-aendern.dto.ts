import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_LENGTH } from '@lernstapel/rules';
import type { KontoAendernRequest } from '@lernstapel/contracts';

/** PATCH /api/benutzer/konto: blank or absent keeps the previous value (01 §5). */
export class KontoAendernDto implements KontoAendernRequest {
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.namevoll) namevoll?: string;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.benutzername) benutzername?: string;
}
