import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import type { PonsRequest } from '@lernstapel/contracts';
import { UEBERSETZUNGS_SPRACHEN, type UebersetzungsSprache } from '@lernstapel/rules';

/** Longest text the translation helper sends (a word or a short phrase). */
export const PONS_MAX_ZEICHEN = 100;

export class PonsRequestDto implements PonsRequest {
  @IsString()
  @MinLength(1)
  @MaxLength(PONS_MAX_ZEICHEN)
  sourcetext!: string;

  @IsIn(UEBERSETZUNGS_SPRACHEN.map((sprache) => sprache.key))
  languagekey!: UebersetzungsSprache;
}
