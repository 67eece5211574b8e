/** 'Mein Konto' page: own name, username, recovery e-mail, saved login, account deletion (01 §2, §4, §6). */
export const KONTO = {
  'konto.titel': 'Mein Konto',
  'konto.namevoll': 'Vor- und Nachname',
  'konto.benutzername': 'Benutzername',
  'konto.email': 'E-Mail-Adresse für den Anmeldecode',
  'konto.emailSpeichern': 'E-Mail-Adresse speichern',
  'konto.anmeldecookiesLoeschen': 'Gespeicherte Anmeldung auf diesem Browser löschen',
  'konto.kontoLoeschen': 'Konto löschen',
  'konto.kontoLoeschenTitel': 'Konto löschen',
  'konto.kontoLoeschenFrage':
    'Soll dein Konto mit allen Stapeln, Schülerinnen und Schülern wirklich gelöscht werden? Das kann nicht rückgängig gemacht werden.',
  'konto.meineGruppen': 'Meine Gruppen',
  // 'Mein Konto' page (issue 4)
  'konto.nameSpeichern': 'Name und Benutzername speichern',
  'konto.nameHinweis': 'Ein leeres Feld behält den bisherigen Wert.',
  'konto.abschnittName': 'Name',
  'konto.abschnittEmail': 'E-Mail-Adresse',
  'konto.abschnittBrowser': 'Dieser Browser',
  'konto.abschnittLoeschen': 'Konto löschen',
  'konto.anmeldecookiesHinweis':
    'Löscht die gespeicherte Anmeldung («Anmelden als …») auf diesem Browser. Andere Geräte bleiben angemeldet.',
  'konto.kontoLoeschenBestaetigen': 'Gib zur Bestätigung deinen Benutzernamen «{name}» ein',
  'konto.anmeldecookiesButton': 'Anmeldecookies dieses Browsers löschen',
  'konto.kontoEndgueltigLoeschen': 'Konto endgültig löschen',
  'konto.keineGruppen': 'Du bist noch in keiner Gruppe.',
  // API message (01 §6)
  'verwaltung.kontoLoeschenNurLehrpersonen': 'Nur Lehrpersonen können ihr Konto selbst löschen.',
} as const;
