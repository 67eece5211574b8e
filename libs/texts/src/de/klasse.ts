/** 'Klasse / Gruppen' page and its Klasse tab: the teacher's pupils (01 §2, §4, §5, §6, §9). */
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
  // 01 §8: correction page without pupils
  'klasse.keineSchuelerKorrektur': 'Es müssen noch Schüler/innen erfasst werden.',
  // Klasse / Gruppen page (issue 4): labels of the table, menus and dialogs
  'klasse.titel': 'Klasse / Gruppen',
  'klasse.spalteAktionen': 'Aktionen',
  'klasse.codeMenueLabel': 'Anmeldecode von {name}',
  'klasse.gesperrtLabel': '{name} gesperrt',
  'klasse.schuelerBearbeitenLabel': 'Bearbeiten: {name}',
  'klasse.schuelerLoeschenLabel': 'Löschen: {name}',
  'klasse.darfVeroeffentlichenJa': 'Ja',
  'klasse.codeKopiert': 'Der Anmeldecode von {name} wurde kopiert.',
  'klasse.codeKopierenFehler': 'Der Anmeldecode konnte nicht kopiert werden.',
  'klasse.neuerCodeTitel': 'Neuer Anmeldecode',
  'klasse.neuerCodeFrage':
    'Soll {name} einen neuen Anmeldecode erhalten? Der bisherige Code gilt danach nicht mehr.',
  'klasse.neuerCodeErzeugt': 'Neuer Anmeldecode für {name}: {code}',
  'klasse.schuelerLoeschenHinweis':
    'Dabei werden alle Daten der Schülerin oder des Schülers gelöscht: Stapel, Lernstand, Prüfungen und Gruppen.',
  'klasse.namevoll': 'Vor- und Nachname',
  'klasse.uploadErlaubtBis': 'Uploads erlaubt bis {zeit}',
  'klasse.druckTitel': 'Anmeldecodes der Klasse',
  'klasse.druckHinweis': 'Melde dich auf Lernstapel mit deinem Anmeldecode an.',
  'klasse.keineKlasse': 'Für dein Konto ist keine Klasse eingerichtet.',
} as const;
