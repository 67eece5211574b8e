/** Pupil groups on the 'Gruppen' tab of 'Klasse / Gruppen' (01 §2, §9). */
export const SCHUELERGRUPPEN = {
  'klasse.gruppePlus': 'Gruppe +',
  'klasse.gruppeTitel': 'Gruppe',
  'klasse.gruppeName': 'Name der Gruppe',
  'klasse.gruppeMitglieder': 'Mitglieder',
  'klasse.gruppeLoeschenTitel': 'Gruppe löschen',
  'klasse.gruppeLoeschenFrage': 'Soll die Gruppe «{name}» wirklich gelöscht werden?',
  // 01 §9: default name of a new group
  'klasse.neueGruppe': 'Neue Gruppe',
  'klasse.keineGruppen': 'Es sind noch keine Gruppen erfasst.',
  'klasse.gruppeBearbeitenLabel': 'Bearbeiten: {name}',
  'klasse.gruppeLoeschenLabel': 'Löschen: {name}',
  'klasse.gruppeKeineMitglieder': 'Keine Mitglieder',
} as const;
