import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnfrageInterceptor } from './anfrage.interceptor';
import { AnfragenService } from './anfragen.service';
import { Anfrage } from './entities/anfrage.entity';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { ANFRAGEN_DATENSCHUTZ } from './anfragen.datenschutz';

/** Request ids of state-changing requests (Idempotency-Key), for every route at once. */
@Module({
  imports: [TypeOrmModule.forFeature([Anfrage])],
  providers: [
    datenschutzDeklaration('anfragen', ANFRAGEN_DATENSCHUTZ),
    AnfragenService,
    { provide: APP_INTERCEPTOR, useClass: AnfrageInterceptor },
  ],
})
export class AnfragenModule {}
