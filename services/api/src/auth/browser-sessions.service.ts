import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@lernstapel/contracts';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import {
  MERKEN_COOKIE,
  SESSION_COOKIE,
  clearMerkenCookies,
  clearSessionCookie,
  setMerkenCookies,
  setSessionCookie,
} from '../identitaet/session-cookies';

/**
 * The sessions of this browser, each a server row behind an httpOnly cookie (01 §4, DEVIATIONS 3):
 * what every way of signing in (login code, saved login, school account) and logging out does to them.
 */
@Injectable()
export class BrowserSessionsService {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A new session for a signed-in user in the session cookie; answers its token. */
  async start(benutzerId: number, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const sessionToken = await this.sessions.create(benutzerId, 'sitzung');
    // A session cookie the browser still had is replaced, so end its row too.
    await this.sessions.endByToken(request.cookies[SESSION_COOKIE], 'sitzung');
    setSessionCookie(reply, request, sessionToken, this.config.cookieSecure);
    return sessionToken;
  }

  /** Logout: ends the session the cookie names and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.endByToken(request.cookies[SESSION_COOKIE], 'sitzung');
    clearSessionCookie(reply, request, this.config.cookieSecure);
  }

  /** 'Anmeldung auf diesem Browser speichern': a remember token and the name cookies, for 90 days. */
  async remember(user: SessionUser, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const merkenToken = await this.sessions.create(user.id, 'merken');
    setMerkenCookies(reply, request, merkenToken, user.namevoll, this.config.cookieSecure);
  }

  /** The saved login of this browser ends: its server row and its cookies. */
  async forget(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.endByToken(request.cookies[MERKEN_COOKIE], 'merken');
    clearMerkenCookies(reply, request, this.config.cookieSecure);
  }
}
