import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';
import type { KategorieAnlegenRequest } from '@lernstapel/contracts';

/** POST /api/flashcardsthemen ('Neue Kategorie'); the title rule is validateCategory (German 400). */
export class KategorieAnlegenDto implements KategorieAnlegenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  flashcards_themen_id!: number;

  @IsString()
  @MaxLength(MAX_LENGTH.kategorie)
  kategorie!: string;
}
