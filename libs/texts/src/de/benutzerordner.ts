/** Folders (01 §3, §4, §5, §9). */
export const BENUTZERORDNER = {
  // 01 §3: special pick-list entries
  'ordner.keinOrdner': 'kein Ordner',
  'ordner.neuerOrdner': 'Neuer Ordner',
  'ordner.teamOrdner': 'Team-Ordner',
  // 01 §9: placeholder of the folder field
  'ordner.platzhalter': 'Ordner (optional)',
  'ordner.titel': 'Ordner',
  'ordner.name': 'Name des Ordners',
  'ordner.stapelHinzufuegenTitel': 'Stapel zum Ordner hinzufügen',
  'ordner.loeschenTitel': 'Ordner löschen',
  'ordner.loeschenFrage': 'Soll der Ordner «{name}» gelöscht werden? Die Stapel darin bleiben erhalten.',
  'ordner.anzahlDateien': '{anzahl} Stapel',
  'ordner.plus': 'Ordner +',
  'ordner.aktionen': 'Aktionen für den Ordner «{name}»',
  'ordner.umbenennen': 'Umbenennen',
  'ordner.stapelHinzufuegen': 'Stapel hinzufügen',
  'ordner.ausOrdnerNehmen': 'Aus dem Ordner nehmen',
  'ordner.leer': 'Dieser Ordner ist leer.',
  'ordner.keineWeiterenStapel': 'Alle deine Stapel liegen schon in diesem Ordner.',
  'ordner.stapelWaehlen': 'Stapel für «{name}»',
  'ordner.teamOrdnerNichtWaehlbar': 'In den Team-Ordner kannst du keine eigenen Stapel legen.',
} as const;
