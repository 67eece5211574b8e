import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Stapelergebnis } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { StapelergebnisDto } from './dto/stapelergebnis.dto';
import { StapelergebnisseService } from './stapelergebnisse.service';

@ApiTags('stapelergebnisse')
@Controller('stapelergebnisse')
export class StapelergebnisseController {
  constructor(private readonly ergebnisse: StapelergebnisseService) {}

  /** 02 §7 POST /api/stapelergebnisse: the result after the last card; answers the list for the chart. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Save a quiz result of the owner's stack (idempotent per anfrage_id)" })
  speichern(@CurrentUser() user: AuthUser, @Body() body: StapelergebnisDto): Promise<Stapelergebnis[]> {
    return this.ergebnisse.speichern(user, body);
  }

  /** The user's results of a stack, oldest first (the history chart before a run ends). */
  @Get(':unterrichtsmodulid')
  @ApiOperation({ summary: "The session user's results of a readable stack" })
  verlauf(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
  ): Promise<Stapelergebnis[]> {
    return this.ergebnisse.verlauf(user, stapelId);
  }
}
