import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  WettbewerbAntwortErgebnis,
  WettbewerbDetail,
  WettbewerbFrage,
  WettbewerbListItem,
  WettbewerbStand,
} from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { OwnUserId } from '../identitaet/decorators/own-user-id.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { WettbewerbAntwortDto } from './dto/wettbewerb-antwort.dto';
import { WettbewerbErstellenDto } from './dto/wettbewerb-erstellen.dto';
import { WettbewerbEinrichtenService } from './wettbewerb-einrichten.service';
import { WettbewerbSpielService } from './wettbewerb-spiel.service';
import { WettbewerbeService } from './wettbewerbe.service';

@ApiTags('wettbewerbe')
@Controller('wettbewerbe')
export class WettbewerbeController {
  constructor(
    private readonly races: WettbewerbeService,
    private readonly einrichten: WettbewerbEinrichtenService,
    private readonly spiel: WettbewerbSpielService,
  ) {}

  /** 01 §7 GET /api/wettbewerbe/benutzer/{id}: only the user's own races. */
  @Get('benutzer/:id')
  @ApiOperation({ summary: 'Races the user takes part in or started' })
  forUser(@OwnUserId('id') id: number): Promise<WettbewerbListItem[]> {
    return this.races.forUser(id);
  }

  /** 01 §5: the pupils of the own class the user can invite. */
  @Get('einladbar')
  @ApiOperation({ summary: 'Pupils of the own class who can be invited' })
  einladbar(@CurrentUser() user: AuthUser): Promise<{ id: number; benutzername: string }[]> {
    return this.einrichten.einladbar(user);
  }

  /** 01 §4, §7 POST /api/wettbewerbe: a race from a stack with up to 5 invited. */
  @Post()
  @ApiOperation({ summary: 'Create a race; the starter is added and accepted' })
  erstellen(@CurrentUser() user: AuthUser, @Body() body: WettbewerbErstellenDto): Promise<{ id: number }> {
    return this.einrichten.erstellen(user, body);
  }

  /** 02 §7 GET /api/wettbewerbe/{id}: the race screen, for its participants and its starter. */
  @Get(':id')
  @ApiOperation({ summary: 'One race with its participants in start order' })
  byId(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<WettbewerbDetail> {
    return this.races.detail(user, id);
  }

  @Post(':id/annehmen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the own invitation' })
  annehmen(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<WettbewerbStand> {
    return this.einrichten.annehmen(user, id);
  }

  @Post(':id/starten')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start (starter only; all confirmed, at least 2)' })
  starten(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<WettbewerbStand> {
    return this.einrichten.starten(user, id);
  }

  @Post(':id/beenden')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a running race (starter only)' })
  beenden(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<WettbewerbStand> {
    return this.einrichten.beenden(user, id);
  }

  @Post(':id/verlassen')
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave the race (participants but the starter)' })
  verlassen(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.einrichten.verlassen(user, id);
  }

  @Get(':id/frage')
  @ApiOperation({ summary: 'The card the player is on, without its solution' })
  frage(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<WettbewerbFrage> {
    return this.spiel.frage(user, id);
  }

  @Post(':id/antwort')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer the current card; the server checks it' })
  antwort(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: WettbewerbAntwortDto,
  ): Promise<WettbewerbAntwortErgebnis> {
    return this.spiel.antworten(user, id, body.position, body.antwort);
  }
}
