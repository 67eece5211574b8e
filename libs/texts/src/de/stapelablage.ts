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
  'stapelablage.pruefer': 'Überprüfen durch',
  'stapelablage.erneutAbgeben': 'Erneut abgeben',
  'stapelablage.abgabeStatus': 'Abgabe von {absender} bei {pruefer}: {status}',
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
  // The hand-in state machine (01 §4) refuses with these (409; keinePartei: 404)
  'stapelablage.keinePartei': 'Diese Abgabe gibt es nicht, oder du bist an ihr nicht beteiligt.',
  'stapelablage.schrittUnzulaessig': 'Dieser Schritt ist im aktuellen Status der Abgabe nicht möglich.',
  'stapelablage.nurPruefer': 'Diesen Schritt kann nur die Person machen, die den Stapel überprüft.',
  'stapelablage.nurAbsender': 'Diesen Schritt kann nur die Person machen, die den Stapel abgegeben hat.',
  'stapelablage.nichtAnDichSelbst': 'Du kannst einen Stapel nicht bei dir selbst zur Korrektur abgeben.',
  'stapelablage.schonEingereicht':
    'Der Stapel liegt bei mindestens einer gewählten Person schon zur Korrektur; warte auf ihre Rückmeldung.',
  'stapelablage.nurEigenerStapel': 'Du kannst nur deine eigenen Stapel zur Korrektur abgeben.',
} as const;
