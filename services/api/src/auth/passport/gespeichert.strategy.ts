import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type passport from 'passport';
import type { SessionUser } from '@lernstapel/contracts';
import { AuthService } from '../auth.service';
import { MERKEN_COOKIE, clearMerkenCookies } from '../../identitaet/session-cookies';
import { LOGIN_PASSPORT } from './login-passport';
import { RequestPassportStrategy } from './request-strategy';
import { signInGuard } from './sign-in-guard';

export const GESPEICHERT_STRATEGY = 'gespeichert';

/** Signing in with the saved login of this browser (the httpOnly ls_merken cookie, 01 §4). */
@Injectable()
export class GespeichertStrategy extends RequestPassportStrategy(GESPEICHERT_STRATEGY) {
  constructor(
    @Inject(LOGIN_PASSPORT) authenticator: passport.Authenticator,
    private readonly auth: AuthService,
  ) {
    super(authenticator);
  }

  async validate(request: FastifyRequest): Promise<SessionUser> {
    return this.auth.userByMerkenToken(request.cookies[MERKEN_COOKIE]);
  }
}

/** The saved login is unusable (unknown, expired or the user blocked): the button goes away. */
export class GespeichertGuard extends signInGuard(GESPEICHERT_STRATEGY, (request, reply, config) =>
  clearMerkenCookies(reply, request, config.cookieSecure),
) {}
