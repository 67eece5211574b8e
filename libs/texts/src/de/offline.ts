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
} as const;
