import {
  Controller,
  Delete,
  Get,
  Header,
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
import type {
  GespeicherterNameResponse,
  GespeichertGeloeschtResponse,
  LoginResponse,
  SessionUser,
} from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { Public } from '../identitaet/decorators/public.decorator';
import { GespeichertGuard } from './passport/gespeichert.strategy';
import { SignedIn } from './passport/signed-in.decorator';
import {
  MARKER_COOKIE,
  MERKEN_COOKIE,
  NAME_COOKIE,
  clearMerkenCookies,
  ersterNameAusCookie,
} from '../identitaet/session-cookies';
import { BrowserSessionsService } from './browser-sessions.service';

/** Saved login on this browser (01 §4, DEVIATIONS 3): the httpOnly ls_merken cookie. */
@ApiTags('session')
@Controller('benutzer/gespeichert')
export class SavedLoginController {
  constructor(
    private readonly browser: BrowserSessionsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * 'Anmelden als {name}': the 'gespeichert' strategy checks the remember cookie (under the login
   * limits; an unusable one is cleared), then it is exchanged for a session cookie.
   */
  @Public()
  @UseGuards(GespeichertGuard)
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Log in with the saved login of this browser (ls_merken cookie)' })
  async login(
    @SignedIn() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    await this.browser.start(user.id, request, reply);
    return { user };
  }

  /**
   * Issue 29 §3: the first name for 'Anmelden als {name}' from the httpOnly name cookie (its first
   * word, should an old full name have come along). Without a remember cookie there is no saved
   * login: null, and what is left of its cookies is cleared. No secret is checked here; the click
   * on 'Anmelden als' checks the remember token.
   */
  @Public()
  @Get('name')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'First name of the saved login of this browser (httpOnly ls_name cookie)' })
  name(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): GespeicherterNameResponse {
    const { [MERKEN_COOKIE]: merken, [NAME_COOKIE]: name, [MARKER_COOKIE]: marker } = request.cookies;
    if (!merken) {
      if (name !== undefined || marker !== undefined)
        clearMerkenCookies(reply, request, this.config.cookieSecure);
      return { name: null };
    }
    return { name: ersterNameAusCookie(name ?? '') || null };
  }

  /** Deletes the saved login of this browser: the server row and its cookies. */
  @Public()
  @Delete()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the saved login of this browser' })
  async forget(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GespeichertGeloeschtResponse> {
    await this.browser.forget(request, reply);
    return { message: t('bestaetigung.anmeldecookiesGeloescht') };
  }
}
