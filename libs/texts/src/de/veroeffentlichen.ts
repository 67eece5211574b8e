/** Publishing a stack to the global library (01 §4, §5). */
export const VEROEFFENTLICHEN = {
  'veroeffentlichen.titel': 'Stapel veröffentlichen',
  'veroeffentlichen.pseudonym': 'Autor/in (Pseudonym)',
  'veroeffentlichen.bemerkungen': 'Bemerkungen',
  'veroeffentlichen.veroeffentlichen': 'Veröffentlichen',
  'veroeffentlichen.zuruecknehmen': 'Veröffentlichung zurücknehmen',
} as const;
