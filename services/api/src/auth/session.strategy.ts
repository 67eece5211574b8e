import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { rolleOf, type AuthUser } from './auth-user';
import { SESSION_COOKIE } from './session-cookies';
import { SessionsService } from './sessions.service';

export const SESSION_STRATEGY = 'session';

/** Why a request has no user; the guard maps it to the German answer. */
export type SessionFailure = 'missing' | 'unknown' | 'expired' | 'blocked';

/** Passport strategy 'session': the ls_session cookie → hashed lookup → AuthUser. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {
    super();
  }

  /** passport-custom: a user, or [false, reason] which reaches the guard's handleRequest as info. */
  async validate(request: FastifyRequest): Promise<AuthUser | [false, SessionFailure]> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return [false, 'missing'];
    const found = await this.sessions.lookup(token, 'sitzung');
    if (found.status !== 'ok') return [false, found.status];
    const { benutzer, sitzung } = found;
    return {
      id: benutzer.id,
      sitzungId: sitzung.id,
      rolle: rolleOf(benutzer),
      schule_id: benutzer.schule_id,
      klassen_code: benutzer.klassen_code,
      kann_lehrpersonen_bearbeiten: benutzer.kann_lehrpersonen_bearbeiten,
      kann_schuldaten_bearbeiten: benutzer.kann_schuldaten_bearbeiten,
      kann_stapel_veroeffentlichen: benutzer.kann_stapel_veroeffentlichen,
    };
  }
}
