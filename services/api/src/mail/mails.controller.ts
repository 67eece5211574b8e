import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MailAusgangZeile } from '@lernstapel/contracts';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { MailService } from './mail.service';

@ApiTags('mails')
@Controller('mails')
export class MailsController {
  constructor(private readonly mail: MailService) {}

  /** DEVIATIONS 8: the local outbox for the main administrator (mails carry codes, DEVIATIONS 2). */
  @Get()
  @ApiOperation({ summary: 'Recorded mails, newest first (main administrators only)' })
  @Roles('mainAdmin')
  newest(): Promise<MailAusgangZeile[]> {
    return this.mail.newest();
  }
}
