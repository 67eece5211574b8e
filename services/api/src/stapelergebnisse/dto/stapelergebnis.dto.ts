import { IsInt, IsUUID, Max, Min } from 'class-validator';
import type { StapelergebnisRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** The most cards a run can have; the service also checks the stack's real count. */
const MAX_KARTEN = 100_000;

/** POST /api/stapelergebnisse: the run's counts; the server computes the percentage. */
export class StapelergebnisDto implements StapelergebnisRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodul_id!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_KARTEN)
  anzahl_richtig!: number;

  @IsInt()
  @Min(1)
  @Max(MAX_KARTEN)
  anzahl_karten_insg!: number;

  @IsUUID()
  anfrage_id!: string;
}
