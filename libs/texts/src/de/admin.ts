/** Main administrator area (01 §2). */
export const ADMIN = {
  'admin.titel': 'Administration',
  'admin.tabSchulen': 'Schulen',
  'admin.tabBenutzer': 'Benutzer',
  'admin.schulePlus': 'Schule +',
  'admin.spalteSchulname': 'Schulname',
  'admin.spalteAdresse': 'Adresse',
  'admin.spalteAnsprechpersonen': 'Ansprechpersonen',
  'admin.spalteNamevoll': 'Vollständiger Name',
  'admin.keineSchulen': 'Es sind noch keine Schulen erfasst.',
  'admin.schuleLoeschenTitel': 'Schule löschen',
  'admin.schuleLoeschenFrage':
    'Soll die Schule «{name}» mit allen Benutzern und Daten wirklich gelöscht werden?',
  'admin.abmelden': 'Abmelden',
} as const;
