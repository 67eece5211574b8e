import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Benutzereinstellung } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { BenutzereinstellungDto } from './dto/benutzereinstellung.dto';
import { BenutzereinstellungenService } from './benutzereinstellungen.service';

/** 01 §7 benutzereinstellungen: every logged-in user, only their own settings. */
@ApiTags('benutzereinstellungen')
@Controller('benutzereinstellungen')
export class BenutzereinstellungenController {
  constructor(private readonly settings: BenutzereinstellungenService) {}

  @Get()
  @ApiOperation({ summary: "The session user's settings" })
  mine(@CurrentUser() user: AuthUser): Promise<Benutzereinstellung[]> {
    return this.settings.mine(user);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save one setting (by tag); answers all settings of the user' })
  save(@CurrentUser() user: AuthUser, @Body() body: BenutzereinstellungDto): Promise<Benutzereinstellung[]> {
    return this.settings.save(user, body);
  }
}
