/** 'Klasse / Gruppen': pupils, groups, activity feed (01 §2, §4, §5, §6, §9). */
export const KLASSE = {
  'klasse.tabKlasse': 'Klasse',
  'klasse.tabGruppen': 'Gruppen',
  'klasse.tabAktivitaeten': 'Aktivitäten',
  'klasse.spalteVeroeffentlichen': 'Darf veröffentlichen',
  'klasse.spalteGesperrt': 'Gesperrt',
  'klasse.bearbeitungsmodus': 'Bearbeitungsmodus',
  'klasse.drucken': 'Drucken',
  'klasse.schuelerPlus': 'Schüler/in +',
  'klasse.keineSchueler': 'Es sind noch keine Schüler/innen erfasst.',
  'klasse.schuelerTitelNeu': 'Neue Schülerin / neuer Schüler',
  'klasse.schuelerTitelBearbeiten': 'Schüler/in bearbeiten',
  'klasse.schuelerLoeschenTitel': 'Schüler/in löschen',
  'klasse.schuelerLoeschenFrage':
    'Soll {name} mit allen Daten wirklich gelöscht werden? Das kann nicht rückgängig gemacht werden.',
  'klasse.sperren': 'Sperren',
  'klasse.entsperren': 'Entsperren',
  'klasse.neuerAnmeldecode': 'Neuen Anmeldecode erzeugen',
  'klasse.codeKopieren': 'Anmeldecode kopieren',
  'klasse.codeVerschicken': 'Anmeldecode per E-Mail schicken',
  'klasse.uploadErlauben': 'Upload für 2 Stunden erlauben',
  'klasse.darfVeroeffentlichen': 'Darf Stapel veröffentlichen',
  // 01 §5: duplicate e-mail in user dialogs, verbatim
  'klasse.emailExistiertBereits': 'Diese Emailadresse existiert bereits in der Datenbank',
  'klasse.gruppePlus': 'Gruppe +',
  'klasse.gruppeTitel': 'Gruppe',
  'klasse.gruppeName': 'Name der Gruppe',
  'klasse.gruppeMitglieder': 'Mitglieder',
  'klasse.gruppeLoeschenTitel': 'Gruppe löschen',
  'klasse.gruppeLoeschenFrage': 'Soll die Gruppe «{name}» wirklich gelöscht werden?',
  // 01 §9: default name of a new group
  'klasse.neueGruppe': 'Neue Gruppe',
  'klasse.keineAktivitaeten': 'Keine Aktivitäten vorhanden.',
  'klasse.aktivitaetenLoeschen': 'Aktivitäten löschen',
  // 01 §8: correction page without pupils
  'klasse.keineSchuelerKorrektur': 'Es müssen noch Schüler/innen erfasst werden.',
} as const;
