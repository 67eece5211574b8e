import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StapelablageResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SchoolScope } from '../auth/school-scope.service';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { StapelablageService } from './stapelablage.service';

@ApiTags('stapelablage')
@Controller('stapelablage')
export class StapelablageController {
  constructor(
    private readonly ablage: StapelablageService,
    private readonly scope: SchoolScope,
  ) {}

  /** 01 §7 GET /api/stapelablage/{userId}: the own hand-in list only. */
  @Get(':userId')
  @ApiOperation({ summary: 'Hand-in records the user sent or reviews (not Fertig), newest first' })
  list(
    @CurrentUser() user: AuthUser,
    @Param('userId', ParseIdPipe) userId: number,
  ): Promise<StapelablageResponse> {
    this.scope.assertSelf(user, userId);
    return this.ablage.fuerBenutzer(userId);
  }
}
