import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Lehrperson, LehrpersonenResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { RequireFlag } from '../identitaet/decorators/require-flag.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { LehrpersonSpeichernDto } from './dto/lehrperson-speichern.dto';
import { LehrpersonenService } from './lehrpersonen.service';
import { EmailProbeRateLimit } from '../rate-limit/rate-limit.decorator';

/** 01 §7 teacher management; teachers of the own school only (01 §6, DEVIATIONS 4). */
@ApiTags('benutzer')
@Controller('benutzer')
@Roles('teacher')
export class LehrpersonenController {
  constructor(private readonly teachers: LehrpersonenService) {}

  /** 01 §7 GET /api/benutzer/schule/{schule_id}: the teachers of the own school. */
  @Get('schule/:schuleId')
  @ApiOperation({ summary: 'Teachers of the own school, with what the caller may do to each' })
  list(
    @CurrentUser() user: AuthUser,
    @Param('schuleId', ParseIdPipe) schuleId: number,
  ): Promise<Lehrperson[]> {
    return this.teachers.list(user, schuleId);
  }

  /** 01 §7 POST /api/benutzer: create (kann_lehrpersonen_bearbeiten) or update a teacher. */
  @Post()
  @EmailProbeRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create or update a teacher of the own school' })
  save(@CurrentUser() user: AuthUser, @Body() body: LehrpersonSpeichernDto): Promise<LehrpersonenResponse> {
    return this.teachers.save(user, body);
  }

  /** 01 §7 POST /api/benutzer/delete/{id}: a teacher one created, with their data and pupils. */
  @Post('delete/:id')
  @HttpCode(HttpStatus.OK)
  @RequireFlag('kann_lehrpersonen_bearbeiten')
  @ApiOperation({ summary: 'Delete a teacher one created (never oneself), with their data and pupils' })
  delete(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<LehrpersonenResponse> {
    return this.teachers.delete(user, id);
  }
}
