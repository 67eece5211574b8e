import { Global, Module } from '@nestjs/common';
import { PushBus } from './push-bus';
import { PushController } from './push.controller';

/**
 * The push channel (issue 13): any feature injects PushBus and publishes to topics; configureApp adds
 * the background-refresh hook (hintergrund-aktualisierung.hook.ts).
 */
@Global()
@Module({
  controllers: [PushController],
  providers: [PushBus],
  exports: [PushBus],
})
export class PushModule {}
