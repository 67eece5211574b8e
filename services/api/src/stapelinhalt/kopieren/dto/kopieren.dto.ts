import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { KopierenRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** POST /api/unterrichtsmodule/kopieren (02 §7: stack plus eigentuemer_id, ist_kopie_von_umodul_id, benutzer_ordner_id). */
export class KopierenDto implements KopierenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  ist_kopie_von_umodul_id!: number;

  /** as in the spec; must be the own id (a copy always belongs to the copier) */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  eigentuemer_id?: number;

  @IsOptional()
  @IsInt()
  @Min(-99)
  @Max(MAX_ID)
  benutzer_ordner_id?: number | null;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  flashcards_kategorie_id?: number | null;
}
