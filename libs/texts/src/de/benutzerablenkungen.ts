/** Activity feed on the 'Aktivitäten' tab of 'Klasse / Gruppen' (01 §2, §4). */
export const BENUTZERABLENKUNGEN = {
  'klasse.keineAktivitaeten': 'Keine Aktivitäten vorhanden.',
  'klasse.aktivitaetenLoeschen': 'Aktivitäten löschen',
  'klasse.spalteZeit': 'Zeit',
  'klasse.spalteBemerkung': 'Bemerkung',
  'klasse.aktivitaetLoeschenLabel': 'Eintrag löschen: {name}, {zeit}',
} as const;
