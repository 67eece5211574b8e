import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WettbewerbDetail, WettbewerbListItem } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnUserId } from '../auth/decorators/own-user-id.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { WettbewerbeService } from './wettbewerbe.service';

@ApiTags('wettbewerbe')
@Controller('wettbewerbe')
export class WettbewerbeController {
  constructor(private readonly races: WettbewerbeService) {}

  /** 01 §7 GET /api/wettbewerbe/benutzer/{id}: only the user's own races. */
  @Get('benutzer/:id')
  @ApiOperation({ summary: 'Races the user takes part in or started' })
  forUser(@OwnUserId('id') id: number): Promise<WettbewerbListItem[]> {
    return this.races.forUser(id);
  }

  /** 02 §7 GET /api/wettbewerbe/{id}: the race screen, for its participants and its starter. */
  @Get(':id')
  @ApiOperation({ summary: 'One race with its participants in start order' })
  byId(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<WettbewerbDetail> {
    return this.races.detail(user, id);
  }
}
