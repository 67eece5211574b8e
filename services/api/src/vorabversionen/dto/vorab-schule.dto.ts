import { IsBoolean } from 'class-validator';
import type { VorabSchuleSetzen } from '@lernstapel/contracts';

/** PUT /api/vorabversionen/schulen/{id}: the school on the canary (true) or on stable (false). */
export class VorabSchuleDto implements VorabSchuleSetzen {
  @IsBoolean()
  vorab!: boolean;
}
