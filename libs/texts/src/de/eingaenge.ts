/**
 * What reaches the user from others, shown read-only: the mailbox list (Briefkasten), the team
 * stacks of other owners and the hand-in list (stapelablage) (01 §2, §4). The status values and the
 * action names ('Überprüfen', 'Verbessern') are in stapelablage.ts, 'Briefkasten' in teilen.ts.
 */
export const EINGAENGE = {
  'eingaenge.briefkasten.spalteVon': 'Von',
  'eingaenge.briefkasten.spalteAufgabe': 'Aufgabe',
  'eingaenge.briefkasten.spalteGeteiltAm': 'Geteilt am',
  'eingaenge.briefkasten.abgabeBis': 'Abgabe bis {datum}',
  'eingaenge.eigeneStapel': 'Eigene Stapel',
  'eingaenge.zuKorrigieren': 'Zu korrigieren',
  'eingaenge.zuKorrigierendeKarten': 'Karten zu korrigieren: {anzahl}',
  'eingaenge.team.titel': 'Team-Stapel',
  'eingaenge.team.leer': 'Du bearbeitest keine Stapel anderer im Team.',
  'eingaenge.team.spalteEigentuemer': 'Eigentümer/in',
  'eingaenge.stapelablage.titel': 'Abgegebene Stapel',
  'eingaenge.stapelablage.leer': 'Es liegen keine abgegebenen Stapel vor.',
  'eingaenge.stapelablage.spalteAbsender': 'Abgegeben von',
  'eingaenge.stapelablage.spaltePruefer': 'Überprüft von',
  'eingaenge.stapelablage.spalteStatus': 'Status',
  'eingaenge.stapelablage.spalteZuTun': 'Zu tun',
  'eingaenge.stapelablage.wartenAuf': 'Warten auf {name}',
} as const;
