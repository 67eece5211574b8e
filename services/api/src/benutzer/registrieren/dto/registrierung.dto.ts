import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Land, RegistrierungRequest, RegistrierungsArt } from '@lernstapel/contracts';
import { EMAIL_MAX_LENGTH } from '@lernstapel/rules';

const ARTEN: readonly RegistrierungsArt[] = ['schule', 'einzelperson'];

/**
 * POST /api/benutzer/registrieren (01 §3 registration payload): shape, types and column lengths.
 * The rules of 01 §5/§9 (required fields per kind, e-mail syntax, postal code ≤ 10, country
 * DE/CH/A) are checked by the service with validateRegistration, so they give the dialog's texts.
 */
export class RegistrierungDto implements RegistrierungRequest {
  @IsIn(ARTEN)
  art!: RegistrierungsArt;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  benutzername!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  namevoll!: string;

  @IsOptional()
  @IsString()
  @MaxLength(20)
  kuerzel?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @IsOptional() @IsString() @MaxLength(255) schulName1?: string;
  @IsOptional() @IsString() @MaxLength(255) schulStrasse?: string;
  /** ≤ 10 after trimming is validateRegistration's check (German text); this only bounds the input. */
  @IsOptional() @IsString() @MaxLength(100) schulPLZ?: string;
  @IsOptional() @IsString() @MaxLength(255) schulOrt?: string;
  /** Checked against DE/CH/A by validateRegistration (German text), hence no @IsIn here. */
  @IsOptional() @IsString() @MaxLength(10) schulLand?: Land;
}
