import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiErrorBody, HealthLiveResponse, HealthReadyResponse } from '@lernstapel/contracts';
import { Public } from '../identitaet/decorators/public.decorator';
import { HealthService } from './health.service';

/** Issue 26 §1: the load balancer's checks. They name no user and no data, so they need no session. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up (liveness)' })
  live(): HealthLiveResponse {
    return this.health.live();
  }

  @Get('ready')
  @ApiOperation({ summary: 'Database and, when configured, Redis answer; 503 with the reasons otherwise' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReadyResponse | ApiErrorBody> {
    const { status, body } = await this.health.ready();
    void reply.status(status).header('cache-control', 'no-store');
    return body;
  }
}
