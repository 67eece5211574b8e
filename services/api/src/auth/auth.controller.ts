import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SessionResponse, SessionUser } from '@lernstapel/contracts';
import { ApiException } from '../common/api-exception';
import { Public } from '../identitaet/decorators/public.decorator';
import { LoginDto } from './dto/login.dto';
import { AnmeldecodeGuard } from './passport/anmeldecode.strategy';
import { SignedIn } from './passport/signed-in.decorator';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { toSessionResponse } from '../benutzer/session-user.mapper';
import { BrowserSessionsService } from './browser-sessions.service';

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly browser: BrowserSessionsService,
    private readonly sessions: SessionsService,
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
    await this.browser.start(user.id, request, reply);
    if (body.merken === true) {
      await this.browser.remember(user, request, reply);
    } else {
      // 01 §4: without the save toggle the saved login is cleared.
      await this.browser.forget(request, reply);
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
    return toSessionResponse(found.benutzer);
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
    await this.browser.end(request, reply);
  }
}
