import { Global, Module } from '@nestjs/common';
import { PushBus } from './push-bus';
import { PushController } from './push.controller';

/** The push channel (issue 13): any feature injects PushBus and publishes to topics. */
@Global()
@Module({
  controllers: [PushController],
  providers: [PushBus],
  exports: [PushBus],
})
export class PushModule {}
