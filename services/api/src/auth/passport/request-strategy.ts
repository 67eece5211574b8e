import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import passport from 'passport';

type Verify = (request: FastifyRequest, done: (error: unknown, user?: unknown) => void) => void;

/**
 * The thin passport strategy under our ways of signing in: it hands the whole request to the
 * strategy's validate() (through @nestjs/passport's PassportStrategy) and reports its answer or its
 * refusal. It belongs to one Authenticator (see LOGIN_PASSPORT), not to passport's process-wide one.
 */
export class RequestStrategy extends passport.Strategy {
  readonly authenticator: passport.Authenticator;

  constructor(
    authenticator: passport.Authenticator,
    private readonly verify: Verify,
  ) {
    super();
    this.authenticator = authenticator;
  }

  override authenticate(request: unknown): void {
    this.verify(request as FastifyRequest, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail();
    });
  }
}

/**
 * PassportStrategy(RequestStrategy, name) registered on the Authenticator it was built with (see
 * LOGIN_PASSPORT) instead of passport's process-wide one: the base of every way of signing in.
 */
export function RequestPassportStrategy(name: string) {
  abstract class OwnAuthenticatorStrategy extends PassportStrategy(RequestStrategy, name) {
    // Called by PassportStrategy to register the strategy (not in its typings).
    getPassportInstance(): passport.Authenticator {
      return this.authenticator;
    }
  }
  return OwnAuthenticatorStrategy;
}
