import { Global, Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/**
 * Issue 26 §4. configureApp counts every answered request through MetricsService (onResponse hook);
 * jobs count their runs through it, so it is global like the push bus.
 */
@Global()
@Module({ controllers: [MetricsController], providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
