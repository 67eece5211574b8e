import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Land, RegistrierungRequest, RegistrierungsArt } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';

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
  @MaxLength(MAX_LENGTH.benutzername)
  benutzername!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.namevoll)
  namevoll!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.kuerzel)
  kuerzel?: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.email)
  email!: string;

  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.schulname) schulName1?: string;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.anschrift) schulStrasse?: string;
  /** ≤ 10 after trimming is validateRegistration's check (German text); this only bounds the input. */
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.plzSpalte) schulPLZ?: string;
  @IsOptional() @IsString() @MaxLength(MAX_LENGTH.ort) schulOrt?: string;
  /** Checked against DE/CH/A by validateRegistration (German text), hence no @IsIn here. */
  @IsOptional() @IsString() @MaxLength(10) schulLand?: Land;
}
