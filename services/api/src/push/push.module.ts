import { Module } from '@nestjs/common';
import { SessionsModule } from '../benutzer/sitzungen/sessions.module';
import { PushBusModule } from '../pushbus/push-bus.module';
import { PushSessionEnds } from './push-session-ends';
import { PushController } from './push.controller';

/**
 * The push channel (issue 13): the stream route of a session. Features publish through PushBus
 * (pushbus/); configureApp adds the background-refresh hook (hintergrund-aktualisierung.hook.ts). A
 * stream ends with its session (PushSessionEnds).
 */
@Module({
  imports: [SessionsModule, PushBusModule],
  controllers: [PushController],
  providers: [PushSessionEnds],
})
export class PushModule {}
