import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HintergrundAktualisierungInterceptor } from './hintergrund-aktualisierung.interceptor';
import { PushBus } from './push-bus';
import { PushController } from './push.controller';

/** The push channel (issue 13): any feature injects PushBus and publishes to topics. */
@Global()
@Module({
  controllers: [PushController],
  providers: [PushBus, { provide: APP_INTERCEPTOR, useClass: HintergrundAktualisierungInterceptor }],
  exports: [PushBus],
})
export class PushModule {}
