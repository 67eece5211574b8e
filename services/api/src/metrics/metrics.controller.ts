import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../identitaet/decorators/public.decorator';
import { ApiException } from '../common/api-exception';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { mayReadMetrics } from './metrics-access';
import { MetricsService } from './metrics.service';

/** Issue 26 §4: Prometheus scrapes this instance; no session, but only locally or with METRICS_TOKEN. */
@ApiTags('metrics')
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Metrics in Prometheus text format (loopback or Bearer METRICS_TOKEN)' })
  async read(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    if (!mayReadMetrics(request.ip, request.headers.authorization, this.config.metricsToken)) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'metrics.nichtFreigegeben');
    }
    void reply.header('content-type', this.metrics.registry.contentType).header('cache-control', 'no-store');
    return this.metrics.registry.metrics();
  }
}
