import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type passport from 'passport';
import { LOGIN_PASSPORT } from '../auth/passport/login-passport';
import { RequestPassportStrategy } from '../auth/passport/request-strategy';
import { runStrategy } from '../auth/passport/sign-in-guard';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { type SchulkontoIdentitaet, SchulkontoAnmeldungService } from './schulkonto-anmeldung.service';
import { ANMELDUNG_COOKIE, clearSchulkontoCookie } from './schulkonto-cookies';

export const SCHULKONTO_STRATEGY = 'schulkonto';

/** Where SchulkontoGuard leaves the school account the provider vouched for. */
export const SCHULKONTO_IDENTITAET = 'schulkontoIdentitaet';

export type SchulkontoRequest = FastifyRequest & { [SCHULKONTO_IDENTITAET]?: SchulkontoIdentitaet };

/** Signing in with the school's identity provider: its answer at GET /api/schulkonto/rueckkehr. */
@Injectable()
export class SchulkontoStrategy extends RequestPassportStrategy(SCHULKONTO_STRATEGY) {
  constructor(
    @Inject(LOGIN_PASSPORT) authenticator: passport.Authenticator,
    private readonly anmeldung: SchulkontoAnmeldungService,
  ) {
    super(authenticator);
  }

  validate(request: FastifyRequest): Promise<SchulkontoIdentitaet> {
    return this.anmeldung.finish(request);
  }
}

/**
 * AuthGuard('schulkonto') on the provider's answer. The sign-in cookie is used once: it is cleared
 * whatever the answer, so a replayed answer finds none. No login limits here: the answer carries
 * nothing to guess (the link step, which takes a login code, is under them).
 */
@Injectable()
export class SchulkontoGuard extends AuthGuard(SCHULKONTO_STRATEGY) {
  constructor(
    @Inject(LOGIN_PASSPORT) private readonly authenticator: passport.Authenticator,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<SchulkontoRequest>();
    const reply = http.getResponse<FastifyReply>();
    try {
      request[SCHULKONTO_IDENTITAET] = await runStrategy<SchulkontoIdentitaet>(
        this.authenticator,
        SCHULKONTO_STRATEGY,
        this,
        context,
        request,
        reply,
      );
    } finally {
      clearSchulkontoCookie(reply, request, ANMELDUNG_COOKIE, this.config.cookieSecure);
    }
    return true;
  }
}
