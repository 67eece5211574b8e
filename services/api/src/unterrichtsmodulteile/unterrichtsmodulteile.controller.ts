import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Karte, KartenKopierenResponse, KarteSpeichernRequest } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RequireLicence } from '../schulen/require-licence.decorator';
import { StapelAnsichtDto } from '../unterrichtsmodule/dto/stapel-ansicht.dto';
import { KarteIdDto } from './dto/karte-id.dto';
import { KarteSpeichernDto } from './dto/karte-speichern.dto';
import { KartenKopierenDto } from './dto/karten-kopieren.dto';
import { KorrekturDto } from './dto/korrektur.dto';
import { KartenSchreibenService } from './karten-schreiben.service';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';

@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile')
export class UnterrichtsmodulteileController {
  constructor(
    private readonly cards: UnterrichtsmodulteileService,
    private readonly schreiben: KartenSchreibenService,
  ) {}

  /** 02 §7 POST /api/unterrichtsmodulteile: save a whole card (new when id is 0), checked as in the dialog. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Create or change a card (02 §5 rules, team rule); answers the cards of its stack',
  })
  speichern(@CurrentUser() user: AuthUser, @Body() body: KarteSpeichernDto): Promise<Karte[]> {
    // The DTO declares every card field by a loop over the columns (see KarteSpeichernDto).
    return this.schreiben.speichern(user, body as KarteSpeichernRequest);
  }

  /** 02 §7 POST /api/unterrichtsmodulteile/delete. */
  @Post('delete')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete a card (team rule); answers the remaining cards of its stack' })
  loeschen(@CurrentUser() user: AuthUser, @Body() body: KarteIdDto): Promise<Karte[]> {
    return this.schreiben.loeschen(user, body.id);
  }

  /** 02 §7 POST /api/unterrichtsmodulteile/kopieren (02 §3 copy request). */
  @Post('kopieren')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Copy marked cards into an own stack' })
  kopieren(@CurrentUser() user: AuthUser, @Body() body: KartenKopierenDto): Promise<KartenKopierenResponse> {
    return this.schreiben.kopieren(user, body);
  }

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
