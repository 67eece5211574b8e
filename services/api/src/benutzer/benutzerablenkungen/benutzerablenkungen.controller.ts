import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Benutzerablenkung } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { BenutzerablenkungenService } from './benutzerablenkungen.service';
import { BenutzerablenkungDto } from './dto/benutzerablenkung.dto';

/** 01 §7 benutzerablenkungen: pupils report window events; teachers read and delete the feed. */
@ApiTags('benutzer')
@Controller('benutzer/benutzerablenkungen')
export class BenutzerablenkungenController {
  constructor(private readonly activity: BenutzerablenkungenService) {}

  /** Throttled per pupil (1 per second): extra reports are dropped, the answer is 204 either way. */
  @Post()
  @Roles('pupil')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Report a window event of the session pupil's browser" })
  report(@CurrentUser() user: AuthUser, @Body() body: BenutzerablenkungDto): Promise<void> {
    return this.activity.report(user, body.art);
  }

  @Get(':klassenCode')
  @Roles('teacher')
  @ApiOperation({ summary: 'The activity feed of a class, newest first (at most 200)' })
  feed(
    @CurrentUser() user: AuthUser,
    @Param('klassenCode') klassenCode: string,
  ): Promise<Benutzerablenkung[]> {
    return this.activity.feed(user, klassenCode);
  }

  @Delete(':id')
  @Roles('teacher')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an entry of the own class’s feed' })
  delete(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.activity.delete(user, id);
  }
}
