import { IsInt, Max, Min } from 'class-validator';
import type { StapelIdRequest } from '@lernstapel/contracts';
import { MAX_ID } from '@lernstapel/rules';

/** A stack (or a share row) by id: delete, withdraw publishing, remove from the mailbox. */
export class StapelIdDto implements StapelIdRequest {
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;
}
