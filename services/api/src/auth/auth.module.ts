import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { Schule } from '../schulen/entities/schule.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { AuthController } from './auth.controller';
import { SavedLoginController } from './saved-login.controller';
import { AuthService } from './auth.service';
import { Sitzung } from './entities/sitzung.entity';
import { loginThrottlers } from './login-throttler.guard';
import { RolesGuard } from './roles.guard';
import { SchoolScope } from './school-scope.service';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionCache } from './session-cache';
import { SessionCacheSubscriber } from './session-cache.subscriber';
import { SessionsService } from './sessions.service';

/**
 * Sessions (login by code, cookie, logout), the global session + role guards and the school
 * scope every other module injects.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Sitzung, Benutzer, Schule]),
    ThrottlerModule.forRootAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        throttlers: loginThrottlers({ login: config.loginRateLimit, mail: config.mailRateLimit }),
      }),
    }),
  ],
  controllers: [AuthController, SavedLoginController],
  providers: [
    AuthService,
    SessionsService,
    SessionCache,
    SessionCacheSubscriber,
    SchoolScope,
    // Order matters: first the session, then roles and flags.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, SessionsService, SchoolScope],
})
export class AuthModule {}
