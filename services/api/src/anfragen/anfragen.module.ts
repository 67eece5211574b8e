import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AnfrageInterceptor } from './anfrage.interceptor';
import { AnfragenService } from './anfragen.service';

/** Request ids of state-changing requests (Idempotency-Key), for every route at once. */
@Module({
  providers: [AnfragenService, { provide: APP_INTERCEPTOR, useClass: AnfrageInterceptor }],
})
export class AnfragenModule {}
