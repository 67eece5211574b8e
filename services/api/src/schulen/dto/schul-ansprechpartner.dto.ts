import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_LENGTH } from '@lernstapel/rules';
import type { SchulAnsprechpartner } from '@lernstapel/contracts';
import { OptionalId } from '../../common/optional-id.decorator';

/** One contact person of a school in POST /api/schulen (01 §3 schule_ansprechpartner). */
export class SchulAnsprechpartnerDto implements SchulAnsprechpartner {
  /** 0 or absent for a new contact person; otherwise the id of one of this school's contacts. */
  @OptionalId()
  id!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.namevoll)
  namevoll!: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.email)
  email!: string | null;
}
