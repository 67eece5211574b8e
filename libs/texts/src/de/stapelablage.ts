/** Hand-in for correction (stapelablage) (01 §4). Status values are stored and shown verbatim. */
export const STAPELABLAGE = {
  'stapelablage.status.wartenAufUeberpruefung': 'Warten auf Überprüfung',
  'stapelablage.status.korrigieren': 'Korrigieren',
  'stapelablage.status.wartenAufVerbesserung': 'Warten auf Verbesserung',
  'stapelablage.status.fertig': 'Fertig',
  'stapelablage.verbesserungMelden': 'Verbesserung melden',
  'stapelablage.korrigiertUndOk': 'Korrigiert und OK',
  'stapelablage.verbessern': 'Verbessern',
  'stapelablage.ueberpruefen': 'Überprüfen',
  'stapelablage.zurKorrekturSenden': 'Zur Korrektur senden',
  'stapelablage.hinweisVerbessern':
    'Dieser Stapel liegt zur Korrektur bereit und enthält markierte Karten. Bitte verbessere die markierten Karten.',
  // The hand-in list (01 §2, §4)
  'eingaenge.stapelablage.titel': 'Abgegebene Stapel',
  'eingaenge.stapelablage.leer': 'Es liegen keine abgegebenen Stapel vor.',
  'eingaenge.stapelablage.spalteAbsender': 'Abgegeben von',
  'eingaenge.stapelablage.spaltePruefer': 'Überprüft von',
  'eingaenge.stapelablage.spalteStatus': 'Status',
  'eingaenge.stapelablage.spalteZuTun': 'Zu tun',
  'eingaenge.stapelablage.wartenAuf': 'Warten auf {name}',
} as const;
