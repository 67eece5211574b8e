/** API messages and mails of teacher management, school data, licence order and 'Mein Konto' (01 §5, §6, §9). */
export const VERWALTUNG_SERVER = {
  // 01 §6: teachers may edit or delete only teachers they created; everyone may edit themselves
  'verwaltung.nurEigeneLehrpersonenBearbeiten':
    'Du darfst nur dich selbst und Lehrpersonen bearbeiten, die du selbst erfasst hast.',
  'verwaltung.nurEigeneLehrpersonenLoeschen':
    'Du darfst nur Lehrpersonen löschen, die du selbst erfasst hast.',
  'verwaltung.selbstLoeschenVerboten':
    'Du kannst dich hier nicht selbst löschen. Dein Konto löschst du unter «Mein Konto».',
  'verwaltung.keineSchule': 'Dafür musst du zu einer Schule gehören.',
  'verwaltung.kontoLoeschenNurLehrpersonen': 'Nur Lehrpersonen können ihr Konto selbst löschen.',
  // 01 §5, §9: licence order
  'verwaltung.lizenzJahrUngueltig':
    'Eine Schul-Lizenz kann nur für das laufende oder das nächste Jahr bestellt werden.',
  'verwaltung.lizenzBestellt':
    'Vielen Dank! Die Schul-Lizenz für das Jahr {year} ist bestellt. Die Rechnung über {betrag} EUR folgt in den nächsten Tagen.',
  'verwaltung.lizenzBereitsBestellt':
    'Die Schul-Lizenz für das Jahr {year} ist mit diesen Schuldaten bereits bestellt. Ändere die Schuldaten, wenn die Bestellung neu verschickt werden soll.',
  // 01 §6: an individual person orders a licence and thereby creates their school
  'verwaltung.schonSchule':
    'Du gehörst bereits zu einer Schule. Die Lizenz bestellst du dort unter «Schuldaten».',
  'verwaltung.lizenzFuerNeueSchuleBestellt':
    'Vielen Dank! Die Schule «{schule}» ist erfasst und die Schul-Lizenz für das Jahr {year} bestellt. Die Rechnung über {betrag} EUR folgt in den nächsten Tagen. Du kannst jetzt die Schuldaten bearbeiten und Lehrpersonen erfassen.',
  'verwaltung.mail.lizenz.betreff': 'Lizenzbestellung {year}: {schule}',
  'verwaltung.mail.lizenz.text':
    'Die Schule «{schule}» (Nr. {schuleId}) bestellt die Schul-Lizenz für das Jahr {year} zu {betrag} EUR.',
  'verwaltung.mail.lizenz.bestelltVon': 'Bestellt von: {name} ({email})',
  'verwaltung.mail.lizenz.rechnung': 'Rechnungsanschrift:',
  'verwaltung.mail.lizenz.telefon': 'Telefon: {telefon}',
  // 01 §6: a new teacher gets the login code by e-mail (DEVIATIONS 2: never in the answer)
  'verwaltung.mail.neueLehrperson.betreff': 'Dein Zugang zu Lernstapel',
  'verwaltung.mail.neueLehrperson.text':
    '{lehrperson} hat dich als Lehrperson bei Lernstapel erfasst. Mit diesem Anmeldecode meldest du dich an:',
} as const;
