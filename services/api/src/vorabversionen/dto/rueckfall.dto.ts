import { IsIn } from 'class-validator';
import {
  REMOTE_NAMES,
  RUECKFALL_GRUENDE,
  type RemoteName,
  type RueckfallGrund,
  type RueckfallMeldung,
} from '@lernstapel/contracts';

/** POST /api/vorabversionen/rueckfall: which remote's canary the browser could not load, and why. */
export class RueckfallDto implements RueckfallMeldung {
  @IsIn(REMOTE_NAMES)
  remote!: RemoteName;

  @IsIn(RUECKFALL_GRUENDE)
  grund!: RueckfallGrund;
}
