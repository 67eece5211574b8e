import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Schule } from '../schulen/entities/schule.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { AuthController } from './auth.controller';
import { SavedLoginController } from './saved-login.controller';
import { AuthService } from './auth.service';
import { Sitzung } from './entities/sitzung.entity';
import { RolesGuard } from './roles.guard';
import { SchoolScope } from './school-scope.service';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionStrategy } from './session.strategy';
import { SessionsService } from './sessions.service';

/**
 * Sessions (login by code, cookie, logout), the global session + role guards and the school
 * scope every other module injects.
 */
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([Sitzung, Benutzer, Schule])],
  controllers: [AuthController, SavedLoginController],
  providers: [
    AuthService,
    SessionsService,
    SessionStrategy,
    SchoolScope,
    // Order matters: first the session, then roles and flags.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, SessionsService, SchoolScope],
})
export class AuthModule {}
