import { t } from '@lernstapel/texts';

/** Subject and plain-text body of a mail, built from the texts catalogue. */
export interface MailContent {
  subject: string;
  text: string;
  /** Login codes in the text: the copy kept after an SMTP hand-over has them removed (issue 29). */
  codes?: readonly string[];
}

/** A login as a mail lists it. */
export interface Zugang {
  namevoll: string;
  benutzername: string;
  anmeldecode: string;
}

/** Greeting, the paragraphs and the closing, separated by blank lines (every mail with a login). */
export function mailText(name: string, ...paragraphs: string[]): string {
  return [t('mail.anrede', { name }), ...paragraphs, t('mail.gruss')].join('\n\n') + '\n';
}

/** 'Benutzername: … / Anmeldecode: …' of one login. */
export function codeZeile(zugang: Zugang): string {
  return t('mail.codeZeile', { benutzername: zugang.benutzername, anmeldecode: zugang.anmeldecode });
}

/** After a registration (01 §5): username and the new code. */
export function registrierungsMail(zugang: Zugang): MailContent {
  return {
    subject: t('mail.registrierung.betreff'),
    text: mailText(zugang.namevoll, t('mail.registrierung.text'), codeZeile(zugang)),
    codes: [zugang.anmeldecode],
  };
}

/** 'Anmeldecode vergessen?' (DEVIATIONS 2): every login that has this e-mail address. */
export function codeVergessenMail(zugaenge: readonly Zugang[]): MailContent {
  const namen = [...new Set(zugaenge.map((zugang) => zugang.namevoll))].join(', ');
  return {
    subject: t('mail.codeVergessen.betreff'),
    text: mailText(
      namen,
      t('mail.codeVergessen.text'),
      ...zugaenge.map(codeZeile),
      t('mail.codeVergessen.hinweis'),
    ),
    codes: zugaenge.map((zugang) => zugang.anmeldecode),
  };
}

/** 01 §6: a teacher sends a pupil's code by e-mail. */
export function codeVonLehrpersonMail(zugang: Zugang, lehrperson: string): MailContent {
  return {
    subject: t('mail.codeVonLehrperson.betreff'),
    text: mailText(zugang.namevoll, t('mail.codeVonLehrperson.text', { lehrperson }), codeZeile(zugang)),
    codes: [zugang.anmeldecode],
  };
}
