import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type passport from 'passport';
import type { SessionUser } from '@lernstapel/contracts';
import { ApiValidationPipe } from '../../common/api-validation.pipe';
import { AuthService } from '../auth.service';
import { LoginDto } from '../dto/login.dto';
import { LOGIN_PASSPORT } from './login-passport';
import { RequestPassportStrategy } from './request-strategy';
import { signInGuard } from './sign-in-guard';

export const ANMELDECODE_STRATEGY = 'anmeldecode';

const bodyPipe = new ApiValidationPipe();

/** The login code of a login request's body (01 §4): checked as the route's own validation would. */
export async function loginBody(request: FastifyRequest): Promise<LoginDto> {
  return (await bodyPipe.transform(request.body, { type: 'body', metatype: LoginDto })) as LoginDto;
}

/** Signing in with the login code (POST /api/benutzer/check). */
@Injectable()
export class AnmeldecodeStrategy extends RequestPassportStrategy(ANMELDECODE_STRATEGY) {
  constructor(
    @Inject(LOGIN_PASSPORT) authenticator: passport.Authenticator,
    private readonly auth: AuthService,
  ) {
    super(authenticator);
  }

  async validate(request: FastifyRequest): Promise<SessionUser> {
    return this.auth.userByLoginCode((await loginBody(request)).anmeldecode);
  }
}

export class AnmeldecodeGuard extends signInGuard(ANMELDECODE_STRATEGY) {}
