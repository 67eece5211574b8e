import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RegistrierungResponse } from '@lernstapel/contracts';
import { Public } from '../../identitaet/decorators/public.decorator';
import { MailRateLimit } from '../../rate-limit/rate-limit.decorator';
import { RegistrierungDto } from './dto/registrierung.dto';
import { RegistrierenService } from './registrieren.service';

@ApiTags('benutzer')
@Controller('benutzer/registrieren')
export class RegistrierenController {
  constructor(private readonly registrieren: RegistrierenService) {}

  /** 01 §7 POST /api/benutzer/registrieren: the new code, shown once and e-mailed. */
  @Public()
  @MailRateLimit()
  @Post()
  @ApiOperation({ summary: 'Register as a school or an individual person; answers the new login code once' })
  register(@Body() body: RegistrierungDto): Promise<RegistrierungResponse> {
    return this.registrieren.register(body);
  }
}
