import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { StapelEigenschaften, StapelSpeichernRequest } from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';

/** The stack dialog's fields; title and category rules are validateStack's (German 400, service). */
export class StapelEigenschaftenDto implements StapelEigenschaften {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  id?: number;

  @IsString()
  @MaxLength(MAX_LENGTH.stapelBezeichnung)
  bezeichnung!: string;

  /** 0 = none chosen: validateStack answers 'Bitte wähle eine Kategorie.' */
  @IsInt()
  @Min(0)
  @Max(MAX_ID)
  flashcards_kategorie_id!: number;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.jahrgangsstufen)
  jahrgangsstufen?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.faecher)
  faecher?: string | null;

  /** an own folder, null / 0 / -99 for none; 1234567890 (team pseudo-folder) is refused */
  @IsOptional()
  @IsInt()
  @Min(-99)
  @Max(MAX_ID)
  benutzer_ordner_id?: number | null;
}

/** The folder field of the stack dialog: an own folder, or 'Neuer Ordner' (id 0) with its name. */
export class OrdnerWahlDto {
  @IsInt()
  @Min(-99)
  @Max(MAX_ID)
  id!: number;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.ordnerName)
  name?: string;
}

/** POST /api/unterrichtsmodule (01 §7: benutzerOrdner and unterrichtsModul). */
export class StapelSpeichernDto implements StapelSpeichernRequest {
  @IsObject()
  @ValidateNested()
  @Type(() => StapelEigenschaftenDto)
  unterrichtsModul!: StapelEigenschaftenDto;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => OrdnerWahlDto)
  benutzerOrdner?: OrdnerWahlDto | null;
}
