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
} as const;
