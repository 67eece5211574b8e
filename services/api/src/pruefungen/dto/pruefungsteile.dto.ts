import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNumber, Max, Min, ValidateNested } from 'class-validator';
import type { PruefungsteileSpeichernRequest, PruefungsteilWahl } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** A card as an exam part; points are checked with validatePoints (German 400, service). */
export class PruefungsteilWahlDto implements PruefungsteilWahl {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodulteil_id!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  punkte!: number;
}

/** PUT /api/pruefungen/pruefungsteile/{id}: the stack and its chosen cards in order. */
export class PruefungsteileSpeichernDto implements PruefungsteileSpeichernRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodul_id!: number;

  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => PruefungsteilWahlDto)
  teile!: PruefungsteilWahlDto[];
}
