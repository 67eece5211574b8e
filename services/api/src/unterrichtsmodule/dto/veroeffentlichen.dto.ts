import { Equals, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { VeroeffentlichenRequest } from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';

/** POST /api/unterrichtsmodule/veroeffentlichen; the pseudonym rule is validatePublish's (service). */
export class VeroeffentlichenDto implements VeroeffentlichenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;

  @IsString()
  @MaxLength(MAX_LENGTH.pseudonym)
  public_autor_pseudonym!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.bemerkungen)
  public_bemerkungen?: string | null;

  /** as in the spec's payload; withdrawing is POST /api/unterrichtsmodule/veroeffentlichen/zuruecknehmen */
  @IsOptional()
  @Equals(true)
  ist_veroeffentlicht?: true;
}
