/** One mail as the transports see it (plain text). */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * DEVIATIONS 8: the adapter that delivers mails, chosen by configuration (SMTP_URL → SMTP,
 * otherwise the local outbox). `deliver` resolves with the time a server accepted the mail, or
 * null when it stays in the local outbox; it rejects when the mail could not be handed over.
 */
export interface MailTransport {
  readonly art: 'outbox' | 'smtp';
  /** `datei`: the outbox file's name (the local outbox; recorded with the mail so it can be deleted). */
  deliver(mail: OutgoingMail, datei?: string): Promise<Date | null>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
