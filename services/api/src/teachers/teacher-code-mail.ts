import { t } from '@lernstapel/texts';
import type { MailContent, Zugang } from '../mail/mail-content';

/** 01 §6: the new teacher's login code, mailed to them (DEVIATIONS 2: never in the API answer). */
export function neueLehrpersonMail(zugang: Zugang, lehrperson: string): MailContent {
  return {
    subject: t('verwaltung.mail.neueLehrperson.betreff'),
    text:
      [
        t('mail.anrede', { name: zugang.namevoll }),
        t('verwaltung.mail.neueLehrperson.text', { lehrperson }),
        t('mail.codeZeile', { benutzername: zugang.benutzername, anmeldecode: zugang.anmeldecode }),
        t('mail.gruss'),
      ].join('\n\n') + '\n',
  };
}
