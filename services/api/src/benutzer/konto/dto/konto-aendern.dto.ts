import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { KontoAendernRequest } from '@lernstapel/contracts';

/** PATCH /api/benutzer/konto: blank or absent keeps the previous value (01 §5). */
export class KontoAendernDto implements KontoAendernRequest {
  @IsOptional() @IsString() @MaxLength(255) namevoll?: string;
  @IsOptional() @IsString() @MaxLength(100) benutzername?: string;
}
