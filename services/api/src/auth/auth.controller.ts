import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SessionResponse } from '@lernstapel/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { CurrentUser } from './decorators/current-user.decorator';
import { Public } from './decorators/public.decorator';
import { LoginDto } from './dto/login.dto';
import { LoginRateLimit } from '../rate-limit/rate-limit.decorator';
import {
  MERKEN_COOKIE,
  SESSION_COOKIE,
  clearMerkenCookies,
  clearSessionCookie,
  setMerkenCookies,
  setSessionCookie,
} from './session-cookies';
import { SessionsService } from './sessions.service';

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** 01 §4: log in with the code; the session travels in an httpOnly cookie (DEVIATIONS 3). */
  @Public()
  @LoginRateLimit()
  @Post('benutzer/check')
  @ApiOperation({ summary: 'Log in with a login code; sets the session cookie' })
  @HttpCode(HttpStatus.OK)
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const result = await this.auth.login(body.anmeldecode, body.merken === true);
    const secure = this.config.cookieSecure;
    // A session cookie the browser still had is replaced, so end its row too.
    await this.sessions.endByToken(request.cookies[SESSION_COOKIE], 'sitzung');
    setSessionCookie(reply, request, result.sessionToken, secure);
    if (result.merkenToken) {
      setMerkenCookies(reply, request, result.merkenToken, result.user.namevoll, secure);
    } else {
      // 01 §4: without the save toggle the saved login is cleared.
      await this.sessions.endByToken(request.cookies[MERKEN_COOKIE], 'merken');
      clearMerkenCookies(reply, request, secure);
    }
    return { user: result.user };
  }

  /** 01 §7: the session's user id (+ the user) or 401. */
  @Get('session')
  @ApiOperation({ summary: 'The session user (401 without a valid session)' })
  async session(@CurrentUser() user: AuthUser): Promise<SessionResponse> {
    return { userID: user.id, user: await this.auth.sessionUserById(user.id) };
  }

  /** Logout: ends this session on the server and clears the cookie. */
  @Delete('session')
  @ApiOperation({ summary: 'Log out: end this session and clear the cookie' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.end(user.sitzungId);
    clearSessionCookie(reply, request, this.config.cookieSecure);
  }
}
