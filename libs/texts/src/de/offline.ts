/**
 * Issue 27: the installable app (web app manifest), its updates and learning without a network.
 * The manifest's texts are read at build time (apps/shell/pwa).
 */
export const OFFLINE = {
  'offline.app.name': 'Lernstapel – Lernkartei',
  'offline.app.kurzname': 'Lernstapel',
  'offline.app.beschreibung':
    'Lernkarten lernen, teilen und üben – in der Schule, zu Hause und unterwegs, auch ohne Netz.',
  'offline.update.hinweis': 'Neue Version verfügbar – neu laden',
  'offline.update.neuLaden': 'Neu laden',
  // Exams and races are live: they stay online-only (issue 27).
  'offline.nurOnline.exams':
    'Prüfungen brauchen eine Verbindung zum Internet. Sobald du wieder online bist, erscheinen sie hier.',
  'offline.nurOnline.races':
    'Quiz-Wettbewerbe brauchen eine Verbindung zum Internet. Sobald du wieder online bist, erscheinen sie hier.',
  // Stacks kept on the device for learning without a network (issue 27).
  'offline.geraet.titel': 'Auf diesem Gerät',
  'offline.geraet.belegung': 'Auf diesem Gerät gespeichert: {stapel} Stapel, {belegt} MB von {budget} MB',
  'offline.geraet.erklaerung':
    'Die Stapel, die du in den letzten {tage} Tagen geöffnet hast, und deine Aufgaben bleiben auf diesem Gerät, damit du sie auch ohne Netz lernen kannst.',
  'offline.geraet.loeschen': 'Löschen',
  'offline.geraet.geloescht': 'Die Stapel auf diesem Gerät sind gelöscht.',
  'offline.geraet.ohneNetz':
    'Du bist offline. Diese Stapel kannst du auf diesem Gerät lernen; deine Antworten werden gesendet, sobald du wieder online bist.',
  'offline.geraet.keineStapel':
    'Auf diesem Gerät ist noch kein Stapel gespeichert. Öffne einen Stapel, solange du online bist, dann kannst du ihn auch ohne Netz lernen.',
  'offline.geraet.stapelListe': 'Stapel auf diesem Gerät',
  'offline.geraet.quizStarten': 'Quiz starten: {titel}',
  'offline.geraet.quizOhneNetz':
    'Du bist offline und lernst mit der Kopie auf diesem Gerät. Deine Antworten werden gesendet, sobald du wieder online bist.',
  'offline.geraet.nichtGespeichert':
    'Du bist offline, und dieser Stapel ist nicht auf diesem Gerät gespeichert. Öffne ihn wieder, wenn du online bist.',
} as const;
