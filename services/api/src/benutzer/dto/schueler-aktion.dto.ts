import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import type { SchuelerAktionRequest, SchuelerSperrenRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** Body of the pupil actions that name only the pupil (or the group): new code, send code, … */
export class SchuelerAktionDto implements SchuelerAktionRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;
}

/** POST /api/benutzer/sperren */
export class SchuelerSperrenDto extends SchuelerAktionDto implements SchuelerSperrenRequest {
  @IsBoolean()
  ist_gesperrt!: boolean;
}
