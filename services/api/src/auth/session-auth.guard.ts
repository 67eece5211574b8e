import { type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiException } from '../common/api-exception';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC } from './decorators/public.decorator';
import { SESSION_STRATEGY, type SessionFailure } from './session.strategy';

/** Global guard: every route needs a valid session unless it is marked @Public(). */
@Injectable()
export class SessionAuthGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    const failure = info as SessionFailure | undefined;
    // A locked user learns why (01 §8); the lock has ended their sessions, so the next call is a 401.
    if (failure === 'blocked') throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');
    throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
  }
}
