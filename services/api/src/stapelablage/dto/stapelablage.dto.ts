import { ArrayMaxSize, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import type {
  StapelablageEinreichenRequest,
  StapelablageStatus,
  StapelablageStatusRequest,
} from '@lernstapel/contracts';
import { MAX_ID, STAPELABLAGE_STATUS } from '@lernstapel/rules';

/** POST /api/stapelablage/einreichen; the recipient rules are validateEinreichen's (service). */
export class StapelablageEinreichenDto implements StapelablageEinreichenRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  unterrichtsmodule_id!: number;

  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  empfaenger_ids!: number[];
}

/** POST /api/stapelablage: one record to a target status (the state machine stapelablageUebergang). */
export class StapelablageStatusDto implements StapelablageStatusRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;

  @IsIn(STAPELABLAGE_STATUS)
  status!: StapelablageStatus;
}
