import { IsString, MaxLength } from 'class-validator';
import type { KontoEmailRequest } from '@lernstapel/contracts';
import { MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/benutzer/konto/email: blank and syntax are checked by the service (German dialog texts). */
export class KontoEmailDto implements KontoEmailRequest {
  @IsString() @MaxLength(MAX_LENGTH.email) email!: string;
}
