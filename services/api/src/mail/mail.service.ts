import { HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MailAusgangZeile } from '@lernstapel/contracts';
import { ApiException } from '../common/api-exception';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { Mailausgang } from './entities/mailausgang.entity';
import { toMailAusgangZeile } from './mail-ausgang.mapper';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** The user the mail concerns: a pending mail (it may carry a code) is deleted with that user. */
  benutzerId?: number;
}

/** The admin list shows the newest mails; older ones stay in the table and as .eml files. */
export const MAIL_LIST_LIMIT = 500;

/**
 * Sends mails through the configured adapter (DEVIATIONS 8). Every mail is recorded in
 * `mailausgang` first; `gesendet_am` is set once an SMTP server accepted it and stays null in the
 * local outbox (or when SMTP failed). Bodies hold login codes: they are never logged.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectRepository(Mailausgang) private readonly mails: Repository<Mailausgang>,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Records and delivers a mail; a failed hand-over → 503 'server.mail.versandFehlgeschlagen'. */
  async send(mail: MailInput): Promise<void> {
    const row = await this.mails.save(
      this.mails.create({
        benutzer_id: mail.benutzerId ?? null,
        empfaenger: mail.to,
        betreff: mail.subject,
        text: mail.text,
        gesendet_am: null,
      }),
    );
    let gesendetAm: Date | null;
    try {
      gesendetAm = await this.transport.deliver({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    } catch (error) {
      // Only the row id and the transport's reason: never the recipient's code or body.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`mail ${row.id} not delivered (${this.transport.art}): ${reason}`);
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'server.mail.versandFehlgeschlagen');
    }
    if (gesendetAm) await this.mails.update({ id: row.id }, { gesendet_am: gesendetAm });
  }

  /** GET /api/mails: newest first. */
  async newest(): Promise<MailAusgangZeile[]> {
    const rows = await this.mails.find({
      order: { erstellt_am: 'DESC', id: 'DESC' },
      take: MAIL_LIST_LIMIT,
    });
    return rows.map(toMailAusgangZeile);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
