import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AnmeldecodeVergessenRequest } from '@lernstapel/contracts';
import { EMAIL_MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/benutzer/anmeldecodevergessen (DEVIATIONS 2 and 5: POST, the answer is a status only). */
export class AnmeldecodeVergessenDto implements AnmeldecodeVergessenRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;
}
