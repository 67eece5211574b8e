import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Sitzung } from './entities/sitzung.entity';
import { SessionCache } from './session-cache';
import { SessionCacheSubscriber } from './session-cache.subscriber';
import { SessionsService } from './sessions.service';
import { datenschutzDeklaration } from '../../datenschutzdeklaration/datenschutz-deklaration';
import { AUTH_DATENSCHUTZ } from './sitzungen.datenschutz';

/**
 * Session and remember-token rows of a user (DEVIATIONS 3). In the users folder: a session belongs to
 * its user (and caches it), the class ends a pupil's sessions (lock, new code), and the login (auth/)
 * sits above both (issue 24).
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
