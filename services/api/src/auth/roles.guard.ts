import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception';
import type { AuthUser, Berechtigung, Rolle } from '../identitaet/auth-user';
import { REQUIRED_FLAGS } from '../identitaet/decorators/require-flag.decorator';
import { ROLES } from '../identitaet/decorators/roles.decorator';
import { routeMetadata } from './route-metadata';

/** Global guard after the session guard: checks @Roles(...) and @RequireFlag(...) (DEVIATIONS 4). */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly rollenOf: (context: ExecutionContext) => Rolle[] | undefined;
  private readonly flagsOf: (context: ExecutionContext) => Berechtigung[] | undefined;

  constructor(@Inject(Reflector) reflector: Reflector) {
    this.rollenOf = routeMetadata<Rolle[]>(reflector, ROLES);
    this.flagsOf = routeMetadata<Berechtigung[]>(reflector, REQUIRED_FLAGS);
  }

  canActivate(context: ExecutionContext): boolean {
    const rollen = this.rollenOf(context);
    const flags = this.flagsOf(context);
    if (!rollen && !flags) return true;

    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    if (rollen && !rollen.includes(user.rolle)) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    if (flags && user.rolle !== 'mainAdmin' && !flags.every((flag) => user[flag])) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    return true;
  }
}
