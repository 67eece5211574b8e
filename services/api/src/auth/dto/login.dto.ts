import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_LENGTH } from '@lernstapel/rules';
import type { LoginRequest } from '@lernstapel/contracts';

/** POST /api/benutzer/check (01 §4). */
export class LoginDto implements LoginRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.anmeldecode)
  anmeldecode!: string;

  @IsOptional()
  @IsBoolean()
  merken?: boolean;
}
