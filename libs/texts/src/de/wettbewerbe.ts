/** Races (01 §4, §5; 02 §2, §4, §8). */
export const WETTBEWERBE = {
  'wettbewerbe.titel': 'Quiz-Wettbewerbe',
  'wettbewerbe.keineWettbewerbe': 'Es gibt noch keine Quiz-Wettbewerbe.',
  'wettbewerbe.neu': 'Wettbewerb +',
  'wettbewerbe.teilnehmerPlus': 'Teilnehmer/in +',
  'wettbewerbe.einladungAnnehmen': 'Einladung annehmen',
  'wettbewerbe.eingeladen': 'Eingeladen von {name}',
  'wettbewerbe.wartenAufBestaetigung': 'Warten auf Bestätigung',
  'wettbewerbe.bestaetigt': 'Bestätigt',
  // 01 §4: race modes; option 2 is hidden when its count equals option 1's
  'wettbewerbe.modus.0': 'Alle Fragen ({anzahl})',
  'wettbewerbe.modus.1': 'Die Hälfte der Fragen ({anzahl})',
  'wettbewerbe.modus.2': 'Zwei Drittel der Fragen ({anzahl})',
  'wettbewerbe.starten': 'Starten',
  'wettbewerbe.los': 'LOS!!!',
  'wettbewerbe.regeln':
    'Beantworte die Fragen so schnell wie möglich. Mit jeder richtigen Antwort rückt dein Jockey vor. Wer zuerst alle Fragen beantwortet hat, gewinnt.',
  'wettbewerbe.anleitungStarter': 'Warte, bis alle Eingeladenen bestätigt haben, und drücke dann «Starten».',
  'wettbewerbe.spalteRang': 'Rang',
  'wettbewerbe.spalteJockey': 'Jockey',
  'wettbewerbe.spaltePunkte': 'Punkte',
  'wettbewerbe.gratulation': 'Herzliche Gratulation, {name}!',
  'wettbewerbe.ersterPlatz': '1. Platz',
  'wettbewerbe.falsch': 'Falsch!',
  'wettbewerbe.stapel': 'Stapel',
  'wettbewerbe.modus': 'Fragen',
  'wettbewerbe.teilnehmer': 'Teilnehmende aus deiner Klasse',
  'wettbewerbe.erstellen': 'Wettbewerb erstellen',
  'wettbewerbe.beenden': 'Wettbewerb beenden',
  'wettbewerbe.frageVon': 'Frage {nummer} von {anzahl}',
  'wettbewerbe.fertig': 'Du hast alle Fragen beantwortet.',
  'wettbewerbe.wahr': 'Wahr',
  'wettbewerbe.falschButton': 'Falsch',
  'wettbewerbe.rennbahn': 'Rennbahn mit {anzahl} Jockeys',
  'wettbewerbe.jockey': '{name}: {position} von {anzahl}',
  'wettbewerbe.ok': 'OK',
  // Issue 23: the end of a stuck race and what screen readers hear (polite, only when something changed)
  'wettbewerbe.beendetTitel': 'Wettbewerb beendet',
  'wettbewerbe.beendetText':
    '{name} hat den Wettbewerb beendet, bevor jemand alle Fragen beantwortet hatte. So stand es zu diesem Zeitpunkt.',
  'wettbewerbe.beendetTextStarter':
    'Du hast den Wettbewerb beendet, bevor jemand alle Fragen beantwortet hatte. So stand es zu diesem Zeitpunkt. Mit «Starten» beginnt ein neuer Durchgang.',
  'wettbewerbe.zwischenstand': 'Stand beim Beenden',
  'wettbewerbe.ansageGestartet': 'Der Wettbewerb läuft. Drücke «LOS!!!», um die erste Frage zu sehen.',
  'wettbewerbe.ansagePlatz': 'Du bist jetzt auf Platz {rang} von {anzahl}.',
  // refusals of the race API
  'wettbewerbe.fehler.keineKarten': 'Dieser Stapel hat keine Karten für einen Wettbewerb.',
  'wettbewerbe.fehler.modus': 'Diese Anzahl Fragen gibt es für diesen Stapel nicht.',
  'wettbewerbe.fehler.nichtInKlasse': 'Du kannst nur Personen aus deiner Klasse einladen.',
  'wettbewerbe.fehler.nichtBestaetigt':
    'Der Wettbewerb kann erst starten, wenn alle bestätigt haben und mindestens zwei mitspielen.',
  'wettbewerbe.fehler.nurStarter': 'Nur wer den Wettbewerb erstellt hat, kann das tun.',
  'wettbewerbe.fehler.nichtGestartet': 'Der Wettbewerb läuft gerade nicht.',
  'wettbewerbe.fehler.entschieden': 'Der Wettbewerb ist bereits entschieden.',
  'wettbewerbe.fehler.andereFrage':
    'Diese Frage ist schon beantwortet. Die Seite zeigt jetzt die aktuelle Frage.',
  'wettbewerbe.fehler.starterBleibt':
    'Wer den Wettbewerb erstellt hat, kann ihn beenden, aber nicht verlassen.',
} as const;
