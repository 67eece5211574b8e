import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StapelAktionResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { RequireFlag } from '../identitaet/decorators/require-flag.decorator';
import { RequireLicence } from '../schulen/require-licence.decorator';
import { StapelIdDto } from './dto/stapel-id.dto';
import { VeroeffentlichenDto } from './dto/veroeffentlichen.dto';
import { VeroeffentlichenService } from './veroeffentlichen.service';

/** Publishing to the global library (01 §4, §5, §7). */
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule')
export class VeroeffentlichenController {
  constructor(private readonly veroeffentlichung: VeroeffentlichenService) {}

  /** 01 §7 POST /api/unterrichtsmodule/veroeffentlichen: owner with kann_stapel_veroeffentlichen, licence. */
  @Post('veroeffentlichen')
  @HttpCode(HttpStatus.OK)
  @RequireFlag('kann_stapel_veroeffentlichen')
  @RequireLicence()
  @ApiOperation({ summary: 'Publish an own stack under a pseudonym' })
  publish(@CurrentUser() user: AuthUser, @Body() body: VeroeffentlichenDto): Promise<StapelAktionResponse> {
    return this.veroeffentlichung.veroeffentlichen(user, body);
  }

  /** 01 §4 withdrawal (01 §7 did it with raw SQL; DEVIATIONS 1): the owner, no flag or licence needed. */
  @Post('veroeffentlichen/zuruecknehmen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Withdraw the publishing of an own stack' })
  withdraw(@CurrentUser() user: AuthUser, @Body() body: StapelIdDto): Promise<StapelAktionResponse> {
    return this.veroeffentlichung.zuruecknehmen(user, body.id);
  }
}
