import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { PushBus } from './push-bus';
import { PushSessionEnds } from './push-session-ends';
import { PushController } from './push.controller';

/**
 * The push channel (issue 13): any feature injects PushBus and publishes to topics; configureApp adds
 * the background-refresh hook (hintergrund-aktualisierung.hook.ts). A stream ends with its session
 * (PushSessionEnds).
 */
@Global()
@Module({
  imports: [SessionsModule],
  controllers: [PushController],
  providers: [PushBus, PushSessionEnds],
  exports: [PushBus],
})
export class PushModule {}
