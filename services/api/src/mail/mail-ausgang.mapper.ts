import type { MailAusgangZeile } from '@lernstapel/contracts';
import type { Mailausgang } from './entities/mailausgang.entity';

export function toMailAusgangZeile(mail: Mailausgang): MailAusgangZeile {
  return {
    id: mail.id,
    empfaenger: mail.empfaenger,
    betreff: mail.betreff,
    text: mail.text,
    erstellt_am: mail.erstellt_am.toISOString(),
    gesendet_am: mail.gesendet_am ? mail.gesendet_am.toISOString() : null,
  };
}
