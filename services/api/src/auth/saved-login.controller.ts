import { Controller, Delete, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GespeichertGeloeschtResponse, LoginResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { AuthService } from './auth.service';
import { Public } from './decorators/public.decorator';
import { LoginRateLimit } from '../rate-limit/rate-limit.decorator';
import { MERKEN_COOKIE, SESSION_COOKIE, clearMerkenCookies, setSessionCookie } from './session-cookies';
import { SessionsService } from './sessions.service';

/** Saved login on this browser (01 §4, DEVIATIONS 3): the httpOnly ls_merken cookie. */
@ApiTags('session')
@Controller('benutzer/gespeichert')
export class SavedLoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** 'Anmelden als {name}': exchanges the remember cookie for a session cookie. */
  @Public()
  @LoginRateLimit()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Log in with the saved login of this browser (ls_merken cookie)' })
  async login(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const secure = this.config.cookieSecure;
    try {
      const result = await this.auth.loginWithMerkenToken(request.cookies[MERKEN_COOKIE]);
      await this.sessions.endByToken(request.cookies[SESSION_COOKIE], 'sitzung');
      setSessionCookie(reply, request, result.sessionToken, secure);
      return { user: result.user };
    } catch (error) {
      // The saved login is unusable (unknown, expired or the user blocked): the button goes away.
      clearMerkenCookies(reply, request, secure);
      throw error;
    }
  }

  /** Deletes the saved login of this browser: the server row and both cookies. */
  @Public()
  @Delete()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the saved login of this browser' })
  async forget(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GespeichertGeloeschtResponse> {
    await this.sessions.endByToken(request.cookies[MERKEN_COOKIE], 'merken');
    clearMerkenCookies(reply, request, this.config.cookieSecure);
    return { message: t('bestaetigung.anmeldecookiesGeloescht') };
  }
}
