import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StapelListResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SchoolScope } from '../auth/school-scope.service';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { StacksService } from './stacks.service';

@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule')
export class StacksController {
  constructor(
    private readonly stacks: StacksService,
    private readonly scope: SchoolScope,
  ) {}

  /** 01 §7 GET /api/unterrichtsmodule/{userId}: own stacks only. */
  @Get(':userId')
  @ApiOperation({ summary: "The user's own stacks ('Meine Flashcards')" })
  ownStacks(
    @CurrentUser() user: AuthUser,
    @Param('userId', ParseIdPipe) userId: number,
  ): Promise<StapelListResponse> {
    this.scope.assertSelf(user, userId);
    return this.stacks.ownStacks(userId);
  }
}
