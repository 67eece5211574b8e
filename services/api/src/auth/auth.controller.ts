import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SessionResponse, SessionUser } from '@lernstapel/contracts';
import { ApiException } from '../common/api-exception';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { AuthService } from './auth.service';
import { Public } from '../identitaet/decorators/public.decorator';
import { LoginDto } from './dto/login.dto';
import { AnmeldecodeGuard } from './passport/anmeldecode.strategy';
import { SignedIn } from './passport/signed-in.decorator';
import {
  MERKEN_COOKIE,
  SESSION_COOKIE,
  clearMerkenCookies,
  clearSessionCookie,
  setMerkenCookies,
  setSessionCookie,
} from '../identitaet/session-cookies';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { toSessionUser } from '../benutzer/session-user.mapper';

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * 01 §4: log in with the code (the 'anmeldecode' strategy checks it, under the login limits); the
   * session travels in an httpOnly cookie (DEVIATIONS 3).
   */
  @Public()
  @UseGuards(AnmeldecodeGuard)
  @Post('benutzer/check')
  @ApiOperation({ summary: 'Log in with a login code; sets the session cookie' })
  @HttpCode(HttpStatus.OK)
  async login(
    @Body() body: LoginDto,
    @SignedIn() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const result = await this.auth.startSessions(user.id, body.merken === true);
    const secure = this.config.cookieSecure;
    // A session cookie the browser still had is replaced, so end its row too.
    await this.sessions.endByToken(request.cookies[SESSION_COOKIE], 'sitzung');
    setSessionCookie(reply, request, result.sessionToken, secure);
    if (result.merkenToken) {
      setMerkenCookies(reply, request, result.merkenToken, user.namevoll, secure);
    } else {
      // 01 §4: without the save toggle the saved login is cleared.
      await this.sessions.endByToken(request.cookies[MERKEN_COOKIE], 'merken');
      clearMerkenCookies(reply, request, secure);
    }
    return { user };
  }

  /** 01 §7: the session's user id (+ the user) or 401. */
  @Get('session')
  @ApiOperation({ summary: 'The session user (401 without a valid session)' })
  async session(@Req() request: FastifyRequest): Promise<SessionResponse> {
    // The guard's lookup (from memory for a few seconds): no further query for the user and school.
    const found = await this.sessions.forRequest(request);
    if (found.status !== 'ok') throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
    return { userID: found.benutzer.id, user: toSessionUser(found.benutzer) };
  }

  /** Logout: ends this session on the server and clears the cookie. */
  @Delete('session')
  @ApiOperation({ summary: 'Log out: end this session and clear the cookie' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    // The guard let the request in, so the cookie names this very session.
    await this.sessions.endByToken(request.cookies[SESSION_COOKIE], 'sitzung');
    clearSessionCookie(reply, request, this.config.cookieSecure);
  }
}
