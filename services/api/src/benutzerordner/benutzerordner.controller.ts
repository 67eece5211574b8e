import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BenutzerordnerResponse, OrdnerStapelResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { OwnUserId } from '../identitaet/decorators/own-user-id.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import {
  BenutzerordnerLoeschenDto,
  BenutzerordnerSpeichernDto,
  OrdnerStapelDto,
} from './dto/benutzerordner.dto';
import { BenutzerordnerService } from './benutzerordner.service';

/** 01 §7 benutzerordner: the own folders only. */
@ApiTags('benutzerordner')
@Controller('benutzerordner')
export class BenutzerordnerController {
  constructor(private readonly ordner: BenutzerordnerService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('teacher', 'pupil')
  @ApiOperation({ summary: 'Create or rename an own folder (name unique per user, case-insensitive)' })
  save(
    @CurrentUser() user: AuthUser,
    @Body() body: BenutzerordnerSpeichernDto,
  ): Promise<BenutzerordnerResponse> {
    return this.ordner.speichern(user, body);
  }

  @Post('delete')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete an own folder; its stacks return to the unfoldered list' })
  delete(
    @CurrentUser() user: AuthUser,
    @Body() body: BenutzerordnerLoeschenDto,
  ): Promise<BenutzerordnerResponse> {
    return this.ordner.loeschen(user, body.id);
  }

  /** 'Stapel zum Ordner hinzufügen' (01 §7 did it with raw SQL; DEVIATIONS 1). */
  @Post('stapel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Put own stacks into an own folder (or out of their folder)' })
  stacks(@CurrentUser() user: AuthUser, @Body() body: OrdnerStapelDto): Promise<OrdnerStapelResponse> {
    return this.ordner.stapelEinordnen(user, body);
  }

  @Get(':userId')
  @ApiOperation({ summary: 'The own folders with their stack counts' })
  list(@OwnUserId('userId') userId: number): Promise<BenutzerordnerResponse> {
    return this.ordner.liste(userId);
  }
}
