import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StapelablageResponse } from '@lernstapel/contracts';
import { OwnUserId } from '../auth/decorators/own-user-id.decorator';
import { StapelablageService } from './stapelablage.service';

@ApiTags('stapelablage')
@Controller('stapelablage')
export class StapelablageController {
  constructor(private readonly ablage: StapelablageService) {}

  /** 01 §7 GET /api/stapelablage/{userId}: the own hand-in list only. */
  @Get(':userId')
  @ApiOperation({ summary: 'Hand-in records the user sent or reviews (not Fertig), newest first' })
  list(@OwnUserId('userId') userId: number): Promise<StapelablageResponse> {
    return this.ablage.fuerBenutzer(userId);
  }
}
