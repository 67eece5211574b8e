import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StapelablageAktionResponse, StapelablageResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { OwnUserId } from '../identitaet/decorators/own-user-id.decorator';
import { RequireLicence } from '../schulen/require-licence.decorator';
import { StapelablageEinreichenDto, StapelablageStatusDto } from './dto/stapelablage.dto';
import { StapelablageSchritteService } from './stapelablage-schritte.service';
import { StapelablageService } from './stapelablage.service';

/** Hand-in for correction (01 §4, §7); handing in and correcting need the school licence (01 §5). */
@ApiTags('stapelablage')
@Controller('stapelablage')
export class StapelablageController {
  constructor(
    private readonly ablage: StapelablageService,
    private readonly schritte: StapelablageSchritteService,
  ) {}

  /** 01 §7 POST /api/stapelablage: one step of a hand-in record (the state machine of 01 §4). */
  @Post()
  @HttpCode(HttpStatus.OK)
  @RequireLicence()
  @ApiOperation({
    summary:
      "Move a hand-in record to a status ('Überprüfen', 'Verbesserung melden', 'Korrigiert und OK', hand in again)",
  })
  step(
    @CurrentUser() user: AuthUser,
    @Body() body: StapelablageStatusDto,
  ): Promise<StapelablageAktionResponse> {
    return this.schritte.schritt(user, body);
  }

  /** Hand an own stack in to chosen persons ('Warten auf Überprüfung'). */
  @Post('einreichen')
  @HttpCode(HttpStatus.OK)
  @RequireLicence()
  @ApiOperation({ summary: 'Hand an own stack in for correction to persons of the own school' })
  handIn(
    @CurrentUser() user: AuthUser,
    @Body() body: StapelablageEinreichenDto,
  ): Promise<StapelablageAktionResponse> {
    return this.schritte.einreichen(user, body);
  }

  /** 01 §7 GET /api/stapelablage/{userId}: the own hand-in list only. */
  @Get(':userId')
  @ApiOperation({ summary: 'Hand-in records the user sent or reviews (not Fertig), newest first' })
  list(@OwnUserId('userId') userId: number): Promise<StapelablageResponse> {
    return this.ablage.fuerBenutzer(userId);
  }
}
