import {
  Body,
  Controller,
  Delete,
  HttpCode,
  HttpStatus,
  Inject,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { clearMerkenCookies, clearSessionCookie } from '../../identitaet/session-cookies';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { KontoService } from './konto.service';
import { KontoAendernDto } from './dto/konto-aendern.dto';
import { KontoEmailDto } from './dto/konto-email.dto';
import { EmailProbeRateLimit } from '../../rate-limit/rate-limit.decorator';

/** 'Mein Konto' (01 §2, §5, §6); the spec's raw SQL for name and e-mail changes became these routes (DEVIATIONS 1). */
@ApiTags('benutzer')
@Controller('benutzer/konto')
export class KontoController {
  constructor(
    private readonly account: KontoService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Patch()
  @ApiOperation({ summary: 'Change own name and username (blank keeps the previous value)' })
  rename(@CurrentUser() user: AuthUser, @Body() body: KontoAendernDto): Promise<SessionUser> {
    return this.account.rename(user, body);
  }

  @Post('email')
  @EmailProbeRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change own (recovery) e-mail; must be unique' })
  changeEmail(@CurrentUser() user: AuthUser, @Body() body: KontoEmailDto): Promise<SessionUser> {
    return this.account.changeEmail(user, body.email);
  }

  /** 01 §6: teachers only; deletes the account with stacks and pupils, ends every session, clears the cookies. */
  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Roles('teacher')
  @ApiOperation({ summary: 'Delete own teacher account with all data and pupils, then log out' })
  async delete(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.account.deleteAccount(user);
    clearSessionCookie(reply, request, this.config.cookieSecure);
    clearMerkenCookies(reply, request, this.config.cookieSecure);
  }
}
