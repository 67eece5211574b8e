import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@lernstapel/contracts';

/** POST /api/benutzer/check (01 §4). */
export class LoginDto implements LoginRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  anmeldecode!: string;

  @IsOptional()
  @IsBoolean()
  merken?: boolean;
}
