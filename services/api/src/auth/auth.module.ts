import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { AuthController } from './auth.controller';
import { SavedLoginController } from './saved-login.controller';
import { AuthService } from './auth.service';
import { loginThrottlers } from './login-throttler.guard';
import { RolesGuard } from './roles.guard';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionsModule } from './sessions.module';

/**
 * Login by code, the session cookie and logout, and the global session + role guards. Users are
 * read through BenutzerModule; the school scope every module injects lives there too.
 */
@Module({
  imports: [
    SessionsModule,
    BenutzerModule,
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
    // Order matters: first the session, then roles and flags.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
