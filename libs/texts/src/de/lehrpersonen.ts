/** Teacher management (01 §2, §6). */
export const LEHRPERSONEN = {
  'lehrpersonen.titel': 'Lehrpersonen',
  'lehrpersonen.plus': 'Lehrperson +',
  'lehrpersonen.titelNeu': 'Neue Lehrperson',
  'lehrpersonen.titelBearbeiten': 'Lehrperson bearbeiten',
  'lehrpersonen.loeschenTitel': 'Lehrperson löschen',
  'lehrpersonen.loeschenFrage': 'Soll {name} wirklich gelöscht werden?',
  'lehrpersonen.kannLehrpersonenBearbeiten': 'Darf Lehrpersonen bearbeiten',
  'lehrpersonen.kannSchuldatenBearbeiten': 'Darf Schuldaten bearbeiten',
  'lehrpersonen.kannStapelVeroeffentlichen': 'Darf Stapel veröffentlichen',
  'lehrpersonen.spalteLehrpersonen': 'Lehrpersonen',
  // 'Verwaltung' page (issue 4): table, labels and dialogs
  'lehrpersonen.titelVerwaltung': 'Verwaltung',
  'lehrpersonen.spalteAktionen': 'Aktionen',
  'lehrpersonen.keineLehrpersonen': 'Es sind noch keine Lehrpersonen erfasst.',
  'lehrpersonen.namevoll': 'Vor- und Nachname',
  'lehrpersonen.rechtLehrpersonenKurz': 'Lehrpersonen',
  'lehrpersonen.rechtSchuldatenKurz': 'Schuldaten',
  'lehrpersonen.rechtVeroeffentlichenKurz': 'Veröffentlichen',
  'lehrpersonen.keineRechte': 'keine',
  'lehrpersonen.bearbeitenLabel': 'Bearbeiten: {name}',
  'lehrpersonen.loeschenLabel': 'Löschen: {name}',
  'lehrpersonen.loeschenHinweis':
    'Dabei werden auch die Stapel, Schülerinnen und Schüler dieser Lehrperson gelöscht. Das kann nicht rückgängig gemacht werden.',
  'lehrpersonen.schuldatenBearbeiten': 'Schuldaten bearbeiten',
  'lehrpersonen.keineRechteSeite':
    'Für diese Seite fehlen dir die Rechte «Lehrpersonen bearbeiten» oder «Schuldaten bearbeiten».',
  // API messages. 01 §6: teachers may edit or delete only teachers they created; everyone may edit themselves
  'verwaltung.nurEigeneLehrpersonenBearbeiten':
    'Du darfst nur dich selbst und Lehrpersonen bearbeiten, die du selbst erfasst hast.',
  'verwaltung.nurEigeneLehrpersonenLoeschen':
    'Du darfst nur Lehrpersonen löschen, die du selbst erfasst hast.',
  'verwaltung.selbstLoeschenVerboten':
    'Du kannst dich hier nicht selbst löschen. Dein Konto löschst du unter «Mein Konto».',
  // 01 §6: a new teacher gets the login code by e-mail (DEVIATIONS 2: never in the answer)
  'verwaltung.mail.neueLehrperson.betreff': 'Dein Zugang zu Lernstapel',
  'verwaltung.mail.neueLehrperson.text':
    '{lehrperson} hat dich als Lehrperson bei Lernstapel erfasst. Mit diesem Anmeldecode meldest du dich an:',
} as const;
