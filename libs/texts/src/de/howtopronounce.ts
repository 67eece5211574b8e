/** The pronunciation search of vocabulary-audio cards (02 §7, §9; DEVIATIONS 8). */
export const HOWTOPRONOUNCE = {
  'howtopronounce.sprache': 'Sprache der Aussprache',
  'howtopronounce.sprache.german': 'Deutsch',
  'howtopronounce.sprache.french': 'Französisch',
  'howtopronounce.sprache.spanish': 'Spanisch',
  'howtopronounce.sprache.portuguese': 'Portugiesisch',
  'howtopronounce.sprache.englisch': 'Englisch',
  'howtopronounce.suchen': 'Aussprache suchen',
  'howtopronounce.abspielen': 'Aussprache von «{wort}» abspielen',
  'howtopronounce.abspielenKurz': 'Audio abspielen',
  'howtopronounce.keineMp3': 'keine mp3 auf {host} gefunden',
  'howtopronounce.unbekannteSprache':
    'Diese Sprache kennt die Aussprache nicht. Möglich sind: Deutsch, Französisch, Spanisch, Portugiesisch, Englisch.',
  'howtopronounce.wortFehlt': 'Bitte zuerst ein Wort (höchstens {max} Zeichen) eingeben.',
  'howtopronounce.fehlgeschlagen': 'Die Aussprache konnte nicht erzeugt werden.',
  'howtopronounce.nichtAbspielbar': 'Das Audio kann in diesem Browser nicht abgespielt werden.',
} as const;
