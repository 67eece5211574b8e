/** The translation helper of the card editor (02 §2 dialog, §7, §8, §9; DEVIATIONS 8). */
export const PONSREQUEST = {
  'ponsrequest.uebersetzen': 'Übersetzen',
  'ponsrequest.uebersetzenVon': '«{text}» übersetzen',
  'ponsrequest.titel': 'Übersetzungen',
  'ponsrequest.sprache': 'Sprache der Übersetzung',
  'ponsrequest.quelle': 'Ausgangswort',
  'ponsrequest.ziel': 'Übersetzung',
  'ponsrequest.uebernehmen': 'Übernehmen',
  'ponsrequest.uebernehmenVon': '«{text}» übernehmen',
  'ponsrequest.woerterbuch': 'Wörterbuch: {name}',
  'ponsrequest.keineErgebnisse': 'Keine Übersetzungsergebnisse gefunden!',
  'ponsrequest.unbekannteSprache': 'Diese Sprachkombination gibt es nicht.',
  'ponsrequest.textFehlt': 'Bitte einen Text (höchstens {max} Zeichen) zum Übersetzen eingeben.',
  'ponsrequest.keinDienst':
    'Auf diesem Server ist kein Übersetzungsdienst eingerichtet. Die Administration kann ein Wörterbuch (dictd mit den FreeDict-Wörterbüchern) oder den PONS-Zugang einrichten.',
  'ponsrequest.nichtImWoerterbuchAehnlich':
    'Das Wörterbuch kennt «{text}» nicht. Gezeigt wird, was es in beiden Richtungen unter ähnlichen Wörtern hat: {woerter}.',
  'ponsrequest.nichtImWoerterbuchUmgekehrt':
    'Nicht im Wörterbuch: «{text}» ist dort kein Stichwort. Im umgekehrten Wörterbuch gefunden: {woerter}.',
  'ponsrequest.nichtImWoerterbuch':
    'Das Wörterbuch kennt «{text}» nicht, in keiner Richtung und auch kein ähnliches Wort. Bitte die Schreibweise prüfen oder die Grundform eingeben.',
  'ponsrequest.dienstNichtErreichbar':
    'Der Übersetzungsdienst ({dienst}) ist zurzeit nicht erreichbar. Bitte später noch einmal versuchen.',
} as const;
