/** School licence: order dialog and mail, missing-licence messages (01 §5, §6, §8, §9; 02 §6, §8). */
export const LIZENZBESTELLEN = {
  'lizenz.titel': 'Schul-Lizenz bestellen',
  'lizenz.preis':
    'Die Schul-Lizenz kostet 300.00 EUR pro Jahr und wird jährlich verrechnet, solange sie nicht gekündigt wird.',
  'lizenz.bedingungenAkzeptieren': 'Ich akzeptiere die Lizenzbedingungen.',
  'lizenz.bestellen': 'Lizenz bestellen',
  // 01 §5: the red list of missing fields
  'lizenz.schulnameFehlt': 'Schulname fehlt',
  'lizenz.telefon1Fehlt': 'Telefon 1 fehlt',
  'lizenz.rechnungsanschrift1Fehlt': 'Rechnungsanschrift 1 fehlt',
  'lizenz.postleitzahlFehlt': 'Postleitzahl fehlt',
  'lizenz.ortFehlt': 'Ort fehlt',
  // 01 §8 and 02 §8: no licence for the current year; the action is not carried out
  'lizenz.keineLizenzFunktion': 'Keine Schul-Lizenz für das Jahr {year} für diese Funktion vorhanden...',
  'lizenz.keineLizenzUpload':
    'Keine Schul-Lizenz für das Jahr {year} zum Upload von eigenen Dateien vorhanden...',
  'lizenz.keineLizenzKorrektur':
    'Keine Schul-Lizenz für das Jahr {year} für die Korrekturfunktionen vorhanden...',
  'lizenz.hinweisBestellen':
    'Die Schul-Lizenz bestellt, wer die Schuldaten bearbeiten darf: im Menü unter «Verwaltung» oder «Schule».',
  // Issue 23: what works without a licence, what it unlocks, and this user's next step
  'lizenz.ohneLizenzMoeglich':
    'Ohne Lizenz kannst du Stapel und Karten erstellen, selbst lernen, deine Klasse mit Schülerinnen und Schülern erfassen und Stapel aus der Bibliothek kopieren.',
  'lizenz.lizenzSchaltetFrei':
    'Die Schul-Lizenz schaltet frei: Stapel mit Schülerinnen und Schülern teilen und als Aufgabe senden, Stapel zur Korrektur senden und korrigieren, Stapel veröffentlichen und eigene Bilder hochladen.',
  'lizenz.schrittSelbstBestellen':
    'Nächster Schritt: Bestelle die Schul-Lizenz im Menü unter «{seite}». Die Lizenz gilt, sobald die Hauptadministration die Zahlung erfasst hat.',
  'lizenz.schrittSchuladministration':
    'Nächster Schritt: Die Schul-Lizenz bestellt die Schuladministration deiner Schule. Bitte sie darum.',
  'lizenz.schrittLehrperson': 'Deine Lehrperson kümmert sich um die Schul-Lizenz.',
  'lizenz.hinweisAdministrator': 'Bitte wende dich an {name} ({email}).',
  'lizenz.hinweisBildUrl': 'Du kannst stattdessen die Adresse (URL) eines Bildes aus dem Internet einfügen.',
  // Licence section of the 'Verwaltung' page (issue 4)
  'lizenz.gueltig': 'Lizenz {year} gültig',
  'lizenz.keineLizenz': 'Für das Jahr {year} ist keine Schul-Lizenz vorhanden.',
  'lizenz.preisKurz': '300.00 EUR pro Jahr',
  'lizenz.fehlendeAngaben': 'Für die Bestellung fehlen in den Schuldaten noch folgende Angaben:',
  // 01 §6: an individual person (no school) orders a licence for a school; the order creates the school
  'lizenz.neueSchuleTitel': 'Schul-Lizenz für deine Schule bestellen',
  'lizenz.neueSchuleErklaerung':
    'Du bist ohne Schule registriert. Hier bestellst du die Schul-Lizenz für deine Schule: Erfasse dazu die Schuldaten.',
  'lizenz.neueSchuleDanach':
    'Mit der Bestellung wird deine Schule erfasst. Danach verwaltest du die Schuldaten und kannst weitere Lehrpersonen erfassen. Die Schülerinnen und Schüler deiner Klasse gehören dann ebenfalls zur Schule.',
  'lizenz.neueSchuleAktiv':
    'Die Lizenz ist aktiv, sobald die Hauptadministration den Zahlungseingang erfasst hat.',
  // API messages and the order mail. 01 §5, §9: licence order
  'verwaltung.lizenzJahrUngueltig':
    'Eine Schul-Lizenz kann nur für das laufende oder das nächste Jahr bestellt werden.',
  'verwaltung.lizenzBestellt':
    'Vielen Dank! Die Schul-Lizenz für das Jahr {year} ist bestellt. Die Rechnung über {betrag} EUR folgt in den nächsten Tagen.',
  'verwaltung.lizenzBereitsBestellt':
    'Die Schul-Lizenz für das Jahr {year} ist mit diesen Schuldaten bereits bestellt. Ändere die Schuldaten, wenn die Bestellung neu verschickt werden soll.',
  'verwaltung.lizenzBereitsGueltig':
    'Die Schul-Lizenz für das Jahr {year} ist bereits gültig. Eine neue Bestellung ist nicht nötig.',
  // 01 §6: an individual person orders a licence and thereby creates their school
  'verwaltung.schonSchule':
    'Du gehörst bereits zu einer Schule. Die Lizenz bestellst du dort unter «Schuldaten».',
  'verwaltung.lizenzFuerNeueSchuleBestellt':
    'Vielen Dank! Die Schule «{schule}» ist erfasst und die Schul-Lizenz für das Jahr {year} bestellt. Die Rechnung über {betrag} EUR folgt in den nächsten Tagen. Du kannst jetzt die Schuldaten bearbeiten und Lehrpersonen erfassen.',
  'verwaltung.mail.lizenz.betreff': 'Lizenzbestellung {year}: {schule}',
  'verwaltung.mail.lizenz.text':
    'Die Schule «{schule}» (Nr. {schuleId}) bestellt die Schul-Lizenz für das Jahr {year} zu {betrag} EUR.',
  'verwaltung.mail.lizenz.bestelltVon': 'Bestellt von: {name} ({email})',
  'verwaltung.mail.lizenz.rechnung': 'Rechnungsanschrift:',
  'verwaltung.mail.lizenz.telefon': 'Telefon: {telefon}',
} as const;
