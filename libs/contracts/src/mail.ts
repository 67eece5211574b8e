/** A mail in the local outbox (no SMTP_URL), listed for the main administrator (GET /api/mails). */
export interface MailAusgangZeile {
  id: number;
  empfaenger: string;
  betreff: string;
  text: string;
  /** ISO date-time */
  erstellt_am: string;
  /** ISO date-time when an SMTP server accepted it, null in the local outbox */
  gesendet_am: string | null;
}
