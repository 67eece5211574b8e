import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { KonjugationVorschlagQuery } from '@lernstapel/contracts';
import { KONJUG_SPRACHEN, type KonjugSprache } from '@lernstapel/rules';

/** GET /api/unterrichtsmodulteile/konjugation: the column sizes of the card's conjugation fields. */
export class KonjugationVorschlagDto implements KonjugationVorschlagQuery {
  @IsIn(KONJUG_SPRACHEN)
  sprache!: KonjugSprache;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  zeitform!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  verb!: string;
}
