import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { Mailausgang } from './entities/mailausgang.entity';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { MailsController } from './mails.controller';
import { OutboxTransport, outboxFolder } from './outbox-transport';
import { SmtpTransport } from './smtp-transport';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { MAIL_DATENSCHUTZ } from './mail.datenschutz';

/** DEVIATIONS 8: SMTP_URL set → SMTP; otherwise the local outbox under DATA_DIR (works offline). */
export function mailTransportFor(config: ApiConfig): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl)
    : new OutboxTransport(outboxFolder(config.dataDir));
}

/** Sending mails (registration, forgot-code, codes from teachers) and the admin's outbox list. */
@Module({
  imports: [TypeOrmModule.forFeature([Mailausgang])],
  controllers: [MailsController],
  providers: [
    datenschutzDeklaration('mail', MAIL_DATENSCHUTZ),
    MailService,
    { provide: MAIL_TRANSPORT, inject: [API_CONFIG], useFactory: mailTransportFor },
  ],
  exports: [MailService],
})
export class MailModule {}
