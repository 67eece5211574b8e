import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { AbgabeRequest, KorrekturSpeichernRequest, PruefungsAntwort } from '@lernstapel/contracts';
import {
  MAX_ID,
  PRUEFUNG_ANTWORT_MAX,
  PRUEFUNG_KOMMENTAR_MAX,
  PRUEFUNG_KURZANTWORT_MAX,
} from '@lernstapel/rules';

// The limits are those the exam form counts down to (issue 23: one constant in @lernstapel/rules).
const TEXT = PRUEFUNG_ANTWORT_MAX;
const KURZ = PRUEFUNG_KURZANTWORT_MAX;

/** One answer (02 §3 SchuelerInPruefungsteil): texts, true/false, conjugation forms, labels. */
export class PruefungsAntwortDto implements PruefungsAntwort {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  pruefungsteil_id!: number;

  @IsOptional() @IsString() @MaxLength(TEXT) antwort1!: string | null;
  @IsOptional() @IsString() @MaxLength(TEXT) antwort2!: string | null;
  @IsOptional() @IsString() @MaxLength(TEXT) antwort3!: string | null;
  @IsOptional() @IsString() @MaxLength(TEXT) antwort4!: string | null;
  @IsOptional() @IsString() @MaxLength(TEXT) antwort5!: string | null;

  @IsOptional()
  @IsIn([-1, 0, 1])
  wahroderfalsch!: number | null;

  @IsOptional() @IsString() @MaxLength(KURZ) konjug_ich!: string | null;
  @IsOptional() @IsString() @MaxLength(KURZ) konjug_du!: string | null;
  @IsOptional() @IsString() @MaxLength(KURZ) konjug_ersiees!: string | null;
  @IsOptional() @IsString() @MaxLength(KURZ) konjug_wir!: string | null;
  @IsOptional() @IsString() @MaxLength(KURZ) konjug_ihr!: string | null;
  @IsOptional() @IsString() @MaxLength(KURZ) konjug_sie!: string | null;

  /** label number (1..10) → typed text or number; checked by the service (beschriftungenGueltig). */
  @IsOptional()
  @IsObject()
  beschriftungen!: Record<string, string> | null;
}

/** POST /api/pruefungen/schuelerinpruefungsteilen: hand-in with every answer. */
export class AbgabeDto implements AbgabeRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  pruefung_id!: number;

  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => PruefungsAntwortDto)
  antworten!: PruefungsAntwortDto[];
}

export class TeilKorrekturDto {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  pruefungsteil_id!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  punkte!: number;

  @IsString()
  @MaxLength(PRUEFUNG_KOMMENTAR_MAX)
  kommentar_lehrperson!: string;
}

/** POST /api/pruefungen/korrektur/{pruefungId}/{schuelerId} */
export class KorrekturSpeichernDto implements KorrekturSpeichernRequest {
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => TeilKorrekturDto)
  teile!: TeilKorrekturDto[];

  @IsNumber({ allowNaN: false, allowInfinity: false })
  note!: number;

  @IsString()
  @MaxLength(PRUEFUNG_KOMMENTAR_MAX)
  kommentar_lehrperson!: string;

  @IsBoolean()
  korrigiert!: boolean;
}
