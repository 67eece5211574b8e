import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AnmeldecodeVergessenRequest } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/benutzer/anmeldecodevergessen (DEVIATIONS 2 and 5: POST, the answer is a status only). */
export class AnmeldecodeVergessenDto implements AnmeldecodeVergessenRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.email)
  email!: string;
}
