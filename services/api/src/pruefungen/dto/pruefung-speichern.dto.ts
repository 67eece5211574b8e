import { IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type {
  PruefungFreigebenRequest,
  PruefungIdRequest,
  PruefungSpeichernRequest,
} from '@lernstapel/contracts';
import { MAX_ID, MAX_LENGTH } from '@lernstapel/rules';

/** 02 §2 vorbereiten: title, date (yyyy-mm-dd, checked by the service) and the instruction. */
export class PruefungSpeichernDto implements PruefungSpeichernRequest {
  @IsString()
  @MaxLength(MAX_LENGTH.pruefungTitel)
  titel!: string;

  @IsString()
  @MaxLength(MAX_LENGTH.datum)
  datum!: string;

  @IsString()
  @MaxLength(MAX_LENGTH.pruefungAnweisung)
  anweisung_vor_pruefung!: string;
}

export class PruefungFreigebenDto implements PruefungFreigebenRequest {
  @IsBoolean()
  freigegeben!: boolean;
}

export class PruefungIdDto implements PruefungIdRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;
}
