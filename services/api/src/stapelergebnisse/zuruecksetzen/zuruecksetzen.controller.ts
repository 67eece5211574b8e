import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FachZahlen } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { StapelergebnisseService } from '../stapelergebnisse.service';
import { ZuruecksetzenDto } from './zuruecksetzen.dto';

/**
 * The stack reset under the quiz's URL (02 §4). It deletes the stack's results, so it sits with them,
 * above the cards (issue 24: the README says where a folder differs from its URL).
 */
@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile/quiz')
export class ZuruecksetzenController {
  constructor(private readonly ergebnisse: StapelergebnisseService) {}

  /** 02 §4 stack reset (DEVIATIONS 1: a typed endpoint instead of SQL text). */
  @Post('zuruecksetzen')
  @HttpCode(HttpStatus.OK)
  // The operation id it had in the quiz's controller: the OpenAPI document stays as it was.
  @ApiOperation({
    operationId: 'Quiz_zuruecksetzen',
    summary: "Reset the owner's stack: every card to box 1, its results deleted",
  })
  zuruecksetzen(@CurrentUser() user: AuthUser, @Body() body: ZuruecksetzenDto): Promise<FachZahlen> {
    return this.ergebnisse.zuruecksetzen(user, body.unterrichtsmodul_id);
  }
}
