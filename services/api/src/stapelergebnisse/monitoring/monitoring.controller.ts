import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MonitoringStapel } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { MonitoringService } from './monitoring.service';

@ApiTags('stapelergebnisse')
@Controller('stapelergebnisse/monitoring')
export class MonitoringController {
  constructor(private readonly monitoringService: MonitoringService) {}

  /** 01 §2 Aufgaben, tab Monitoring: the teacher's assignments with each pupil's last result. */
  @Get()
  @Roles('teacher')
  @ApiOperation({
    summary: "The teacher's assignments: each pupil's last result, date, runs; the hardest cards",
  })
  monitoring(@CurrentUser() user: AuthUser): Promise<MonitoringStapel[]> {
    return this.monitoringService.monitoring(user);
  }
}
