import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Sitzung } from './entities/sitzung.entity';
import { SessionCache } from './session-cache';
import { SessionCacheSubscriber } from './session-cache.subscriber';
import { SessionsService } from './sessions.service';
import { datenschutzDeklaration } from '../datenschutz/datenschutz-deklaration';
import { AUTH_DATENSCHUTZ } from './auth.datenschutz';

/**
 * Session and remember-token rows (DEVIATIONS 3). A module of its own so that the users module can
 * end a user's sessions (lock, new code) while the login module reads users: no import cycle.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Sitzung])],
  providers: [
    datenschutzDeklaration('auth', AUTH_DATENSCHUTZ),
    SessionsService,
    SessionCache,
    SessionCacheSubscriber,
  ],
  exports: [SessionsService, SessionCache],
})
export class SessionsModule {}
