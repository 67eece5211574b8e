import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PruefungDetail, PruefungListItem } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { PruefungenService } from './pruefungen.service';

@ApiTags('pruefungen')
@Controller('pruefungen')
export class PruefungenController {
  constructor(private readonly exams: PruefungenService) {}

  /** 02 §7 GET /api/pruefungen/id/{id}: the exam screen's header. */
  @Get('id/:id')
  @ApiOperation({ summary: "One exam (teachers of its school; pupils of its class once it's released)" })
  @Roles('teacher', 'pupil')
  byId(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<PruefungDetail> {
    return this.exams.detail(user, id);
  }

  /** 01 §7 GET /api/pruefungen/{klassen_code}. */
  @Get(':klassenCode')
  @ApiOperation({ summary: 'Exams of a class (pupils: released ones of their own class)' })
  @Roles('teacher', 'pupil')
  forClass(
    @CurrentUser() user: AuthUser,
    @Param('klassenCode') klassenCode: string,
  ): Promise<PruefungListItem[]> {
    return this.exams.forClass(user, klassenCode);
  }
}
