import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Karte } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RequireLicence } from '../schulen/require-licence.decorator';
import { StapelAnsichtDto } from '../unterrichtsmodule/dto/stapel-ansicht.dto';
import { KorrekturDto } from './dto/korrektur.dto';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';

@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile')
export class UnterrichtsmodulteileController {
  constructor(private readonly cards: UnterrichtsmodulteileService) {}

  /** 02 §2 the 'korrigieren' toggle and correction note; a correction function (02 §6: licence). */
  @Post('korrektur')
  @HttpCode(HttpStatus.OK)
  @RequireLicence('lizenz.keineLizenzKorrektur')
  @ApiOperation({ summary: "Set a card's correction mark and note (reviewer on turn, or the team rule)" })
  korrektur(@CurrentUser() user: AuthUser, @Body() body: KorrekturDto): Promise<Karte[]> {
    return this.cards.korrektur(user, body);
  }

  /** 02 §7 GET /api/unterrichtsmodulteile/{unterrichtsmodulid}: the cards of a readable stack. */
  @Get(':unterrichtsmodulid')
  @ApiOperation({ summary: 'Cards of a stack the user may read, ordered by id' })
  forStack(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) unterrichtsmodulId: number,
    @Query() query: StapelAnsichtDto,
  ): Promise<Karte[]> {
    return this.cards.forStack(user, unterrichtsmodulId, query);
  }
}
