/**
 * Labels and messages of the shell, the remotes' frame and the first remote pages (owned by the
 * front-end team). Texts that other files already hold (menue.*, login.*, stapel.*, pruefungen.*,
 * wettbewerbe.*, admin.*, allgemein.*) are used from there, not repeated here.
 */
export const PORTAL = {
  'portal.navigation': 'Navigation',
  'portal.buildId': 'Build {id}',
  // A remote that cannot be loaded costs only its own area (issue 2 §3).
  'portal.remote.nichtErreichbar': 'Dieser Bereich ist gerade nicht erreichbar.',
  // Start route /{code}: the code has left the URL, the server checks it (DEVIATIONS 2).
  'portal.login.codeWirdGeprueft': 'Der Anmeldecode wird geprüft...',
  'portal.dashboard.begruessung': 'Hallo {name}!',
  'portal.dashboard.oeffnen': 'Öffnen',
  'portal.dashboard.flashcardsText': 'Deine Stapel ansehen und lernen.',
  'portal.dashboard.aufgabenText': 'Prüfungen und Aufgaben im Überblick.',
  'portal.dashboard.wettbewerbeText': 'Quiz-Wettbewerbe mit anderen.',
  'portal.dashboard.oeffnenTitel': '{titel} öffnen',
  'portal.dashboard.konfigurationText': 'Deine Rolle: {rolle}',
  'portal.dashboard.letzterStapelText': 'Weiter mit «{titel}».',
  'portal.dashboard.susGruppenText': '{schueler} Schüler/innen, {gruppen} Gruppen',
  'portal.dashboard.kontoText': 'Name, E-Mail und gespeicherte Anmeldung verwalten.',
  'portal.dashboard.badgeAnstehendePruefungen': 'Anstehende Prüfungen: {anzahl}',
  'portal.dashboard.badgeZuKorrigieren': 'Stapel zu korrigieren: {anzahl}',
  'portal.dashboard.badgeFlashcards': 'Briefkasten und zu korrigierende Karten: {anzahl}',
  'portal.dashboard.badgeSchueler': 'Schüler/innen: {anzahl}',
  'portal.dashboard.badgeWettbewerbe': 'Quiz-Wettbewerbe: {anzahl}',
  // Issue 23: new assignments on the Aufgaben tile, the last stack's preview, a new school's first steps
  'portal.dashboard.badgePruefungenUndAufgaben':
    'Anstehende Prüfungen: {pruefungen}, neue Aufgaben: {aufgaben}',
  'portal.dashboard.badgeKorrigierenUndAufgaben':
    'Stapel zu korrigieren: {anzahl}, neue Aufgaben: {aufgaben}',
  'portal.dashboard.vorschauVon': 'Vorschau von «{titel}»',
  'portal.dashboard.ersteSchritteTitel': 'Erste Schritte',
  'portal.dashboard.ersteSchritteText': 'So richtest du Lernstapel für deine Klasse ein:',
  'portal.dashboard.schrittKlasse': 'Erfasse deine Klasse mit den Schülerinnen und Schülern.',
  'portal.dashboard.schrittKlasseKnopf': 'Klasse erfassen',
  'portal.dashboard.schrittStapel': 'Erstelle einen Stapel mit Karten.',
  'portal.dashboard.schrittStapelKnopf': 'Stapel erstellen',
  'portal.dashboard.schrittLizenz':
    'Bestelle die Schul-Lizenz, damit du Stapel mit Schülerinnen und Schülern teilen kannst.',
  'portal.dashboard.schrittLizenzSchule':
    'Die Schul-Lizenz bestellt die Schuladministration deiner Schule. Erst mit ihr kannst du Stapel mit Schülerinnen und Schülern teilen.',
  'portal.dashboard.schrittLizenzKnopf': 'Lizenz bestellen',
  'portal.dashboard.schrittErledigt': 'erledigt',
  'portal.flashcards.spalteKarten': 'Karten',
  'portal.pruefungen.spalteStatus': 'Status',
  'portal.pruefung.anzahlTeile': 'Anzahl Aufgaben',
  'portal.wettbewerbe.spalteStapel': 'Stapel',
  'portal.wettbewerbe.spalteGestartetVon': 'Gestartet von',
  'portal.wettbewerbe.spalteStartzeit': 'Startzeit',
  'portal.wettbewerbe.spalteTeilnehmende': 'Teilnehmende',
  'portal.wettbewerbe.spalteStatus': 'Status',
  'portal.wettbewerbe.laeuft': 'Läuft',
  'portal.wettbewerb.spalteEinladung': 'Einladung',
  'portal.wettbewerb.spaltePosition': 'Position',
  // Global library (02 §2) without any topic, and a topic without categories
  'portal.globalemodule.keineStapel': 'Es gibt noch keine globalen Stapel.',
  'portal.globalemodule.keineKategorien': 'Zu diesem Thema gibt es noch keine Kategorien.',
} as const;
