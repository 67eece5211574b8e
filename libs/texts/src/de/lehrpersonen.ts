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
} as const;
