import { t } from '@lernstapel/texts';
import { codeZeile, type MailContent, mailText, type Zugang } from '../mail/mail-content';

/** 01 §6: the new teacher's login code, mailed to them (DEVIATIONS 2: never in the API answer). */
export function neueLehrpersonMail(zugang: Zugang, lehrperson: string): MailContent {
  return {
    subject: t('verwaltung.mail.neueLehrperson.betreff'),
    text: mailText(
      zugang.namevoll,
      t('verwaltung.mail.neueLehrperson.text', { lehrperson }),
      codeZeile(zugang),
    ),
    codes: [zugang.anmeldecode],
  };
}
