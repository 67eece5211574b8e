import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type LoginResponse,
  SCHULKONTO_LOGIN_PARAM,
  type SchulkontoAbmeldung,
  type SchulkontoSchule,
  type SessionUser,
} from '@lernstapel/contracts';
import { Public } from '../identitaet/decorators/public.decorator';
import { LoginDto } from '../auth/dto/login.dto';
import { AnmeldecodeGuard } from '../auth/passport/anmeldecode.strategy';
import { SignedIn } from '../auth/passport/signed-in.decorator';
import { BrowserSessionsService } from '../auth/browser-sessions.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { SchulkontoAbmeldungService } from './schulkonto-abmeldung.service';
import { SchulkontoAnbieterService } from './schulkonto-anbieter.service';
import { type SchulkontoIdentitaet, SchulkontoAnmeldungService } from './schulkonto-anmeldung.service';
import {
  ABMELDUNG_COOKIE,
  ANMELDUNG_COOKIE,
  clearSchulkontoCookie,
  setAbmeldungCookie,
  setSchulkontoCookie,
  VERKNUEPFUNG_COOKIE,
} from './schulkonto-cookies';
import { SchulkontoWeiterleitungFilter } from './schulkonto-weiterleitung.filter';
import { SCHULKONTO_IDENTITAET, SchulkontoGuard, type SchulkontoRequest } from './schulkonto.strategy';

/** Issue 28 'Mit Schulkonto anmelden': the school's provider, the provider's answer and the link step. */
@ApiTags('schulkonto')
@Controller('schulkonto')
export class SchulkontoController {
  constructor(
    private readonly anbieter: SchulkontoAnbieterService,
    private readonly anmeldung: SchulkontoAnmeldungService,
    private readonly abmeldung: SchulkontoAbmeldungService,
    private readonly browser: BrowserSessionsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Public()
  @Get('schulen/:kuerzel')
  @ApiOperation({
    summary: "Whether a short school code offers 'Mit Schulkonto anmelden' (the school's name)",
  })
  schule(@Param('kuerzel') kuerzel: string): Promise<SchulkontoSchule> {
    return this.anbieter.schuleZumKuerzel(kuerzel);
  }

  /** The button's target: on to the school's provider (a refusal leads back to /login with its text). */
  @Public()
  @Get('start')
  @UseFilters(SchulkontoWeiterleitungFilter)
  @ApiOperation({ summary: "Start signing in with the school's identity provider (redirect)" })
  async start(
    @Query('schule') kuerzel: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { url, vorgang } = await this.anmeldung.start(String(kuerzel ?? ''), request);
    setSchulkontoCookie(reply, request, ANMELDUNG_COOKIE, vorgang, this.config.cookieSecure);
    void reply.redirect(url, 303);
  }

  /**
   * The provider's answer, checked by the 'schulkonto' strategy: a linked account is signed in (to
   * its start page); an unlinked one goes to the link step on the login page.
   */
  @Public()
  @Get('rueckkehr')
  @UseGuards(SchulkontoGuard)
  @UseFilters(SchulkontoWeiterleitungFilter)
  @ApiOperation({ summary: "The school identity provider's answer (redirect_uri)" })
  async rueckkehr(@Req() request: SchulkontoRequest, @Res() reply: FastifyReply): Promise<void> {
    const identitaet = request[SCHULKONTO_IDENTITAET];
    if (!identitaet) throw new Error('rueckkehr without SchulkontoGuard');
    const user =
      (await this.anmeldung.linkedUser(identitaet)) ?? (await this.anmeldung.createdPupil(identitaet));
    if (!user) {
      const sealed = this.anmeldung.sealIdentitaet(identitaet);
      setSchulkontoCookie(reply, request, VERKNUEPFUNG_COOKIE, sealed, this.config.cookieSecure);
      void reply.redirect(`/login?${SCHULKONTO_LOGIN_PARAM}=verknuepfen`, 303);
      return;
    }
    await this.startSession(user, identitaet, request, reply);
    void reply.redirect(user.ist_main_admin ? '/admin' : '/user', 303);
  }

  /** The link step, once: the login code (under the login limits) links the school account and signs in. */
  @Public()
  @Post('verknuepfen')
  @UseGuards(AnmeldecodeGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Link the school account waiting in the link cookie with the login code, and sign in',
  })
  async verknuepfen(
    @Body() _body: LoginDto,
    @SignedIn() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const identitaet = this.anmeldung.pendingLink(request);
    await this.anmeldung.link(identitaet, user);
    clearSchulkontoCookie(reply, request, VERKNUEPFUNG_COOKIE, this.config.cookieSecure);
    await this.startSession(user, identitaet, request, reply);
    return { user };
  }

  /**
   * 'Abmelden' of a session signed in through the school account: the provider's logout address
   * (the shell goes there after DELETE /api/session has ended our session), or null. The ID token
   * kept for it is cleared here, whatever the answer.
   */
  @Post('abmelden')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The school identity provider's logout address for this session, or null" })
  async abmelden(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SchulkontoAbmeldung> {
    const adresse = await this.abmeldung.adresse(request);
    clearSchulkontoCookie(reply, request, ABMELDUNG_COOKIE, this.config.cookieSecure);
    return { adresse };
  }

  private async startSession(
    user: SessionUser,
    identitaet: SchulkontoIdentitaet,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const sessionToken = await this.browser.start(user.id, request, reply);
    const abmeldung = this.abmeldung.seal(identitaet.schule, identitaet.idToken, sessionToken);
    setAbmeldungCookie(reply, request, abmeldung, this.config.cookieSecure);
  }
}
