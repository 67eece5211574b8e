import { IsIn } from 'class-validator';
import type { AblenkungsArt, BenutzerablenkungRequest } from '@lernstapel/contracts';
import { ABLENKUNGS_ARTEN } from '../ablenkung-bemerkung';

/** POST /api/benutzer/benutzerablenkungen: which window event the pupil's browser reports. */
export class BenutzerablenkungDto implements BenutzerablenkungRequest {
  @IsIn(ABLENKUNGS_ARTEN)
  art!: AblenkungsArt;
}
