import { Global, Module } from '@nestjs/common';
import { PushBus } from './push-bus';

/**
 * The publishing side of the push channel (issue 13): any feature injects PushBus and publishes to
 * topics. A folder below every domain, so that users, races and metrics publish without importing
 * the push stream's route, which reads sessions (issue 24).
 */
@Global()
@Module({
  providers: [PushBus],
  exports: [PushBus],
})
export class PushBusModule {}
