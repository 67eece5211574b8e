import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { AuthController } from './auth.controller';
import { SavedLoginController } from './saved-login.controller';
import { AuthService } from './auth.service';
import { BrowserSessionsService } from './browser-sessions.service';
import { AnmeldecodeStrategy } from './passport/anmeldecode.strategy';
import { GespeichertStrategy } from './passport/gespeichert.strategy';
import { LOGIN_PASSPORT, loginPassportProvider } from './passport/login-passport';
import { RolesGuard } from './roles.guard';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionsModule } from '../benutzer/sitzungen/sessions.module';

/**
 * Login by code, the session cookie and logout, and the global session + role guards. Users are
 * read through BenutzerLesenModule; the school scope every module injects lives there too.
 */
@Module({
  imports: [SessionsModule, BenutzerLesenModule],
  controllers: [AuthController, SavedLoginController],
  providers: [
    AuthService,
    BrowserSessionsService,
    // One passport strategy per way of signing in, on this instance's own Authenticator.
    loginPassportProvider,
    AnmeldecodeStrategy,
    GespeichertStrategy,
    // Order matters: first the session, then roles and flags.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  // The sign-in routes of other domains (schulkonto) run their strategies on the same Authenticator.
  exports: [AuthService, BrowserSessionsService, LOGIN_PASSPORT],
})
export class AuthModule {}
