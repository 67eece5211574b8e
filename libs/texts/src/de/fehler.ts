/** Error catalogue texts (01 §8, 02 §8) and the API's generic errors. */
export const FEHLER = {
  'login.unbekannterCode': 'Dieser Anmeldecode ist leider nicht bekannt.',
  'login.gesperrt': 'Dein Zugang wurde vorübergehend gesperrt.',
  'fehler.serverAntwortetNicht': 'Der Server antwortet nicht.',
  'fehler.htmlFehler': 'HTML-Fehler {status}',
  'fehler.nichtAngemeldet': 'Bitte melde dich an.',
  'fehler.keineBerechtigung': 'Dafür fehlt dir die Berechtigung.',
  'fehler.nichtGefunden': 'Das gesuchte Element wurde nicht gefunden.',
  'fehler.zuVieleAnfragen': 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  'fehler.datenbankNichtErreichbar':
    'Lernstapel kann deine Daten gerade nicht laden oder speichern. Bitte versuche es in einigen Sekunden erneut.',
  'fehler.bereitsVorhanden': 'Das gibt es bereits. Bitte lade die Seite neu und prüfe die Angaben.',
  'fehler.ungueltigeEingabe': 'Die Eingabe ist ungültig.',
  'fehler.unbekannt': 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später erneut.',
} as const;
