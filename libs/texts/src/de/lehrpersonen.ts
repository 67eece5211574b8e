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
} as const;
