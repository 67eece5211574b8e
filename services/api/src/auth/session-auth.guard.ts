import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception';
import { rolleOf, type AuthUser } from '../identitaet/auth-user';
import { IS_PUBLIC } from '../identitaet/decorators/public.decorator';
import { routeMetadata } from './route-metadata';
import { SESSION_COOKIE } from '../identitaet/session-cookies';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';

/**
 * Global guard: every route needs a valid session unless it is marked @Public(). The ls_session
 * cookie → the (usually in-memory) lookup → request.user. A plain guard rather than a Passport
 * strategy: one cookie lookup needs none of Passport's machinery, which cost more per request than
 * the lookup itself (issue 15 §3).
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  private readonly isPublic: (context: ExecutionContext) => boolean | undefined;

  constructor(
    @Inject(Reflector) reflector: Reflector,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {
    this.isPublic = routeMetadata<boolean>(reflector, IS_PUBLIC);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.isPublic(context)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (!request.cookies[SESSION_COOKIE])
      throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    const found = await this.sessions.forRequest(request);
    // A locked user learns why (01 §8); the lock has ended their sessions, so the next call is a 401.
    if (found.status === 'blocked') throw new ApiException(HttpStatus.FORBIDDEN, 'login.gesperrt');
    if (found.status !== 'ok') throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    const { benutzer, sitzung } = found;
    request.user = {
      id: benutzer.id,
      sitzungId: sitzung.id,
      rolle: rolleOf(benutzer),
      schule_id: benutzer.schule_id,
      klassen_code: benutzer.klassen_code,
      kann_lehrpersonen_bearbeiten: benutzer.kann_lehrpersonen_bearbeiten,
      kann_schuldaten_bearbeiten: benutzer.kann_schuldaten_bearbeiten,
      kann_stapel_veroeffentlichen: benutzer.kann_stapel_veroeffentlichen,
    };
    return true;
  }
}
