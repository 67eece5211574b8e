import { type ExecutionContext, Inject, Injectable, mixin, type Type } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type passport from 'passport';
import type { SessionUser } from '@lernstapel/contracts';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { LoginAttempts } from '../../rate-limit/login/login-attempts';
import { LOGIN_PASSPORT } from './login-passport';

/** Where a sign-in guard leaves the user its strategy signed in (read with @SignedIn()). */
export const SIGNED_IN = 'angemeldet';

export type SignedInRequest = FastifyRequest & { [SIGNED_IN]?: SessionUser };

/**
 * AuthGuard(strategy) of one way of signing in, run under the login limits (LoginAttempts): the
 * strategy checks the request, the route handler only starts the session. The strategy runs on this
 * API instance's own Authenticator (LOGIN_PASSPORT) rather than passport's process-wide one.
 * `refused` lets a guard tidy up after its strategy said no (never after a 429 of the limits).
 */
export function signInGuard(
  strategy: string,
  refused: (request: FastifyRequest, reply: FastifyReply, config: ApiConfig) => void = () => undefined,
): Type<IAuthGuard> {
  @Injectable()
  class SignInGuard extends AuthGuard(strategy) {
    constructor(
      @Inject(LOGIN_PASSPORT) private readonly authenticator: passport.Authenticator,
      @Inject(LoginAttempts) private readonly attempts: LoginAttempts,
      @Inject(API_CONFIG) private readonly config: ApiConfig,
    ) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const request = http.getRequest<SignedInRequest>();
      const reply = http.getResponse<FastifyReply>();
      await this.attempts.run(request, reply, async () => {
        try {
          const user = await this.authenticate(context, request, reply);
          request[SIGNED_IN] = user;
          return user.id;
        } catch (error) {
          refused(request, reply, this.config);
          throw error;
        }
      });
      return true;
    }

    private authenticate(context: ExecutionContext, request: FastifyRequest, reply: FastifyReply) {
      return runStrategy<SessionUser>(this.authenticator, strategy, this, context, request, reply);
    }
  }
  return mixin(SignInGuard);
}

/**
 * Runs `strategy` on `authenticator` for this request and answers what the guard's handleRequest
 * makes of its result (AuthGuard's own canActivate would use passport's process-wide Authenticator).
 */
export function runStrategy<T>(
  authenticator: passport.Authenticator,
  strategy: string,
  guard: Pick<IAuthGuard, 'handleRequest'>,
  context: ExecutionContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const middleware = authenticator.authenticate(
      strategy,
      { session: false },
      (error: unknown, user: unknown, info: unknown, status: unknown) => {
        try {
          resolve(guard.handleRequest<T>(error, user, info, context, status));
        } catch (refusal) {
          reject(refusal);
        }
      },
    ) as (request: unknown, reply: unknown, next: (error?: unknown) => void) => void;
    // With a callback passport answers through it; `next` only carries its own errors.
    middleware(request, reply, (error) => reject(error ?? new Error(`${strategy}: no answer`)));
  });
}
