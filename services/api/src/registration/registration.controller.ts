import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnmeldecodeVergessenResponse, RegistrierungResponse } from '@lernstapel/contracts';
import { Public } from '../auth/decorators/public.decorator';
import { MailRateLimit } from '../auth/login-throttler.guard';
import { AnmeldecodeVergessenService } from './anmeldecode-vergessen.service';
import { AnmeldecodeVergessenDto } from './dto/anmeldecode-vergessen.dto';
import { RegistrierungDto } from './dto/registrierung.dto';
import { RegistrationService } from './registration.service';

@ApiTags('benutzer')
@Controller('benutzer')
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly anmeldecodeVergessen: AnmeldecodeVergessenService,
  ) {}

  /** 01 §7 POST /api/benutzer/registrieren: the new code, shown once and e-mailed. */
  @Public()
  @MailRateLimit()
  @Post('registrieren')
  @ApiOperation({ summary: 'Register as a school or an individual person; answers the new login code once' })
  register(@Body() body: RegistrierungDto): Promise<RegistrierungResponse> {
    return this.registration.register(body);
  }

  /** 01 §7 anmeldecodevergessen as POST (DEVIATIONS 2, 5): mails the code, answers a status. */
  @Public()
  @MailRateLimit()
  @Post('anmeldecodevergessen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mail the login code(s) of an e-mail address; never answers the code' })
  forgotCode(@Body() body: AnmeldecodeVergessenDto): Promise<AnmeldecodeVergessenResponse> {
    return this.anmeldecodeVergessen.sendCode(body.email);
  }
}
