import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { QuizLaufArt, StapelergebnisRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** The most cards a run can have; the service also checks the stack's real count. */
const MAX_KARTEN = 100_000;

const QUIZ_LAUF_ARTEN: readonly QuizLaufArt[] = ['quiz', 'erneut'];

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

  @IsOptional()
  @IsIn(QUIZ_LAUF_ARTEN)
  art?: QuizLaufArt;
}
