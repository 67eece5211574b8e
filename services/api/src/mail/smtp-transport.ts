import { createTransport } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * The real adapter (DEVIATIONS 8): SMTP_URL such as smtp://user:pass@host:587 or smtps://…:465.
 * Timeouts are short because a registration or forgot-code request waits for the hand-over.
 */
export class SmtpTransport implements MailTransport {
  readonly art = 'smtp';
  private readonly transporter;

  constructor(url: string) {
    this.transporter = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(mail: OutgoingMail): Promise<Date> {
    const info = await this.transporter.sendMail(mail);
    // The server accepted the mail for at least the one recipient we send to.
    if (info.rejected.length > 0) throw new Error('the SMTP server rejected the recipient');
    return new Date();
  }

  close(): void {
    this.transporter.close();
  }
}
