import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception';
import type { AuthUser, Berechtigung, Rolle } from './auth-user';
import { REQUIRED_FLAGS } from './decorators/require-flag.decorator';
import { ROLES } from './decorators/roles.decorator';

/** Global guard after the session guard: checks @Roles(...) and @RequireFlag(...) (DEVIATIONS 4). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const rollen = this.reflector.getAllAndOverride<Rolle[] | undefined>(ROLES, targets);
    const flags = this.reflector.getAllAndOverride<Berechtigung[] | undefined>(REQUIRED_FLAGS, targets);
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
