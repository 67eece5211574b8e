import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { KonjugationVorschlagQuery } from '@lernstapel/contracts';
import { KONJUG_SPRACHEN, type KonjugSprache, MAX_LENGTH } from '@lernstapel/rules';

/** GET /api/unterrichtsmodulteile/konjugation: the column sizes of the card's conjugation fields. */
export class KonjugationVorschlagDto implements KonjugationVorschlagQuery {
  @IsIn(KONJUG_SPRACHEN)
  sprache!: KonjugSprache;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.konjugZeitform)
  zeitform!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LENGTH.konjugVerb)
  verb!: string;
}
