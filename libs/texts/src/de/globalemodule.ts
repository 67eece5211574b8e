/** Global stack library (02 §2, §5, §8). */
export const GLOBALEMODULE = {
  'globalemodule.titel': 'Globale Stapel',
  'globalemodule.spalteTitel': 'Titel',
  'globalemodule.spalteAnzahlKarten': 'Anzahl Karten',
  'globalemodule.spalteAutor': 'Autor/in',
  'globalemodule.spalteBemerkungen': 'Bemerkungen',
  'globalemodule.kartenAnsehen': 'Karten ansehen',
  'globalemodule.stapelKopieren': 'Stapel kopieren',
  'globalemodule.kopierenFrage': 'Soll der Stapel «{titel}» in deine Flashcards kopiert werden?',
  // 02 §8: the copied-stack message names the stack title {user_content}
  'globalemodule.kopiert': 'Der Stapel «{user_content}» wurde in deine Flashcards kopiert.',
  'globalemodule.keineStapel': 'In dieser Kategorie gibt es noch keine Stapel.',
} as const;
