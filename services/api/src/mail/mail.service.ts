import { HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { MailAusgangZeile } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ApiException } from '../common/api-exception';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { Mailausgang } from './entities/mailausgang.entity';
import { toMailAusgangZeile } from './mail-ausgang.mapper';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { outboxDateiname } from './outbox-transport';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** The user the mail goes to: the mail (it may carry a code) is deleted with that user. */
  benutzerId?: number;
  /** The user a mail to someone else is about (licence order): anonymised when that user is deleted. */
  ueberBenutzerId?: number;
  /** Login codes in the text: removed from the copy kept after an SMTP hand-over (issue 29). */
  codes?: readonly string[];
}

/** The kept copy of a mail an SMTP server delivers: without the login codes it carried. */
export function ohneCodes(text: string, codes: readonly string[]): string {
  return codes
    .filter((code) => code.length > 0)
    .reduce((ergebnis, code) => ergebnis.split(code).join(t('mail.codeEntfernt')), text);
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
    // The local outbox is the delivery itself and keeps the code until retention or deletion.
    const lokal = this.transport.art === 'outbox';
    const datei = lokal ? outboxDateiname() : null;
    const row = await this.mails.save(
      this.mails.create({
        benutzer_id: mail.benutzerId ?? null,
        ueber_benutzer_id: mail.ueberBenutzerId ?? null,
        empfaenger: mail.to,
        betreff: mail.subject,
        text: lokal ? mail.text : ohneCodes(mail.text, mail.codes ?? []),
        gesendet_am: null,
        datei,
      }),
    );
    let gesendetAm: Date | null;
    try {
      gesendetAm = await this.transport.deliver(
        { from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text },
        datei ?? undefined,
      );
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
