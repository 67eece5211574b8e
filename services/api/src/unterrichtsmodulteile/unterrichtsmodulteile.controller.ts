import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Karte } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';

@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile')
export class UnterrichtsmodulteileController {
  constructor(private readonly cards: UnterrichtsmodulteileService) {}

  /** 02 §7 GET /api/unterrichtsmodulteile/{unterrichtsmodulid}: the cards of a readable stack. */
  @Get(':unterrichtsmodulid')
  @ApiOperation({ summary: 'Cards of a stack the user may read, ordered by id' })
  forStack(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) unterrichtsmodulId: number,
  ): Promise<Karte[]> {
    return this.cards.forStack(user, unterrichtsmodulId);
  }
}
