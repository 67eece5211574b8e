import { IsIn, IsOptional } from 'class-validator';
import type { StapelAnsichtQuery } from '@lernstapel/contracts';

/** ?ansicht=globalemodule: the library view, which names the owner by pseudonym only (02 §6). */
export class StapelAnsichtDto implements StapelAnsichtQuery {
  @IsOptional()
  @IsIn(['globalemodule'])
  ansicht?: 'globalemodule';
}
