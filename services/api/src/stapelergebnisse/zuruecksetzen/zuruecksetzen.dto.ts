import { IsInt, Max, Min } from 'class-validator';
import type { ZuruecksetzenRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** POST /api/unterrichtsmodulteile/quiz/zuruecksetzen (02 §4 stack reset). */
export class ZuruecksetzenDto implements ZuruecksetzenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodul_id!: number;
}
