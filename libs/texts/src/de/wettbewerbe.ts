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
} as const;
