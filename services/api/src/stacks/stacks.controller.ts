import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GlobaleModuleResponse, StapelDetail, StapelListResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SchoolScope } from '../auth/school-scope.service';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { GlobaleModuleService } from './globalemodule.service';
import { StacksService } from './stacks.service';

// The fixed paths (globalemodule, byid/{id}) stay above ':userId' so that they are never read as a user id.
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule')
export class StacksController {
  constructor(
    private readonly stacks: StacksService,
    private readonly globaleModule: GlobaleModuleService,
    private readonly scope: SchoolScope,
  ) {}

  /** 02 §7 GET /api/unterrichtsmodule/globalemodule: the global library, for every logged-in user. */
  @Get('globalemodule')
  @ApiOperation({ summary: 'Global stack library: topics, categories and all published stacks' })
  globalLibrary(): Promise<GlobaleModuleResponse> {
    return this.globaleModule.library();
  }

  /** 01/02 §7 GET /api/unterrichtsmodule/byid/{id}: one stack the user may read. */
  @Get('byid/:id')
  @ApiOperation({ summary: 'One stack (owner, team, share recipient, hand-in party, or published)' })
  byId(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<StapelDetail> {
    return this.stacks.detail(user, id);
  }

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
