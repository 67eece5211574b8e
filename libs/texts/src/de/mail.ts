/**
 * Mails the API sends (issue 3, DEVIATIONS 2 and 8): plain text, German, "du" as in the portal.
 * Lines are joined with \n; {anmeldecode} only ever goes into a mail body, never a subject.
 */
export const MAIL = {
  'mail.anrede': 'Hallo {name}',
  'mail.gruss': 'Viele Grüße\nDein Lernstapel-Team',
  'mail.codeZeile': 'Benutzername: {benutzername}\nAnmeldecode: {anmeldecode}',
  'mail.registrierung.betreff': 'Deine Registrierung bei Lernstapel',
  'mail.registrierung.text':
    'vielen Dank für deine Registrierung bei Lernstapel! Mit dem folgenden Anmeldecode meldest du dich an. Bewahre ihn gut auf und gib ihn nicht weiter.',
  'mail.codeVergessen.betreff': 'Dein Anmeldecode für Lernstapel',
  'mail.codeVergessen.text':
    'du hast deinen Anmeldecode angefordert. Zu dieser E-Mail-Adresse gehören die folgenden Zugänge:',
  'mail.codeVergessen.hinweis':
    'Falls du den Anmeldecode nicht angefordert hast, kannst du diese E-Mail einfach ignorieren.',
  'mail.codeVonLehrperson.betreff': 'Dein Anmeldecode für Lernstapel',
  'mail.codeVonLehrperson.text': '{lehrperson} schickt dir deinen Anmeldecode für Lernstapel:',
  /** Issue 29: in the copy kept after an SMTP server took the mail. */
  'mail.codeEntfernt': '[Anmeldecode entfernt]',
} as const;
