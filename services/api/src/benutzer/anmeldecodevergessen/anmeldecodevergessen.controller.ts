import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnmeldecodeVergessenResponse } from '@lernstapel/contracts';
import { Public } from '../../identitaet/decorators/public.decorator';
import { MailRateLimit } from '../../rate-limit/rate-limit.decorator';
import { AnmeldecodeVergessenService } from './anmeldecodevergessen.service';
import { AnmeldecodeVergessenDto } from './dto/anmeldecode-vergessen.dto';

@ApiTags('benutzer')
@Controller('benutzer/anmeldecodevergessen')
export class AnmeldecodeVergessenController {
  constructor(private readonly anmeldecodeVergessen: AnmeldecodeVergessenService) {}

  /** 01 §7 anmeldecodevergessen as POST (DEVIATIONS 2, 5): mails the code, answers a status. */
  @Public()
  @MailRateLimit()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mail the login code(s) of an e-mail address; never answers the code' })
  forgotCode(@Body() body: AnmeldecodeVergessenDto): Promise<AnmeldecodeVergessenResponse> {
    return this.anmeldecodeVergessen.sendCode(body.email);
  }
}
