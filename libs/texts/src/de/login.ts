/** Landing and login page, login and forgot-code dialogs (01 §2, §4, §8). */
export const LOGIN = {
  'login.titel': 'Anmelden',
  'login.anmelden': 'Anmelden',
  'login.anmeldenAls': 'Anmelden als {name}',
  'login.mitAnderemCode': 'Mit einem anderen Anmeldecode anmelden',
  'login.neuRegistrieren': 'Neu registrieren...',
  'login.anmeldecode': 'Anmeldecode',
  'login.anmeldungSpeichern': 'Anmeldung auf diesem Browser speichern',
  'login.codeVergessen': 'Anmeldecode vergessen?',
  'login.codeVergessenTitel': 'Anmeldecode vergessen',
  'login.codeVergessenText':
    'Gib die E-Mail-Adresse ein, mit der du registriert bist. Wir schicken dir deinen Anmeldecode.',
  'login.codeSenden': 'Anmeldecode senden',
  'login.gesperrtTitel': 'Zugang gesperrt',
  // 01 §8: forgot-code with an unknown e-mail
  'login.emailNichtRegistriert': 'Diese E-Mail-Adresse ist nicht registriert.',
  'login.codeVerschicktTitel': 'Anmeldecode verschickt',
  // Landing page (01 §1, §2)
  'login.vorteileTitel': 'Vorteile von Flashcards',
  'login.konzeptTitel': 'Das Konzept',
  'login.handbuch': 'Benutzerhandbuch herunterladen',
  'login.datenschutz': 'Datenschutzerklärung',
  'login.impressum': 'Impressum',
  'login.programmversion': 'Programmversion {version} vom {datum}',
  'login.serverversion': 'Serverversion {version}',
  'login.email': 'E-Mail-Adresse',
  'login.emailUnbekanntTitel': 'E-Mail-Adresse nicht registriert',
  'login.gespeichertFehlgeschlagen':
    'Die gespeicherte Anmeldung ist nicht mehr gültig. Bitte melde dich mit deinem Anmeldecode an.',
} as const;
