import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import type { SchuelerAktionRequest, SchuelerSperrenRequest } from '@lernstapel/contracts';

/** Body of the pupil actions that name only the pupil (or the group): new code, send code, … */
export class SchuelerAktionDto implements SchuelerAktionRequest {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;
}

/** POST /api/benutzer/sperren */
export class SchuelerSperrenDto extends SchuelerAktionDto implements SchuelerSperrenRequest {
  @IsBoolean()
  ist_gesperrt!: boolean;
}
