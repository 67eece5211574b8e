/**
 * School words for the translation ranking (issue 25): the first 20 nouns and verbs a year-5 pupil
 * meets in an English book (units 1–2 of books like English G Access 1 / Green Line 1: school,
 * family, pets, home) and a French one (Découvertes 1 / À plus ! 1: la famille, le collège, la
 * maison). Chosen by us from those units' topics, each with the everyday translation(s) a teacher
 * expects as the first offer; the German list is the English one's German side.
 */
export interface Schulwort {
  wort: string;
  erwartet: readonly string[];
}

export const ENGLISCH_DEUTSCH: readonly Schulwort[] = [
  { wort: 'school', erwartet: ['Schule'] },
  { wort: 'teacher', erwartet: ['Lehrer', 'Lehrerin'] },
  { wort: 'friend', erwartet: ['Freund', 'Freundin'] },
  { wort: 'family', erwartet: ['Familie'] },
  { wort: 'brother', erwartet: ['Bruder'] },
  { wort: 'sister', erwartet: ['Schwester'] },
  { wort: 'dog', erwartet: ['Hund'] },
  { wort: 'cat', erwartet: ['Katze'] },
  { wort: 'house', erwartet: ['Haus'] },
  { wort: 'room', erwartet: ['Zimmer', 'Raum'] },
  { wort: 'chair', erwartet: ['Stuhl'] },
  { wort: 'table', erwartet: ['Tisch'] },
  { wort: 'book', erwartet: ['Buch'] },
  { wort: 'bag', erwartet: ['Tasche'] },
  { wort: 'play', erwartet: ['spielen'] },
  { wort: 'read', erwartet: ['lesen'] },
  { wort: 'write', erwartet: ['schreiben'] },
  { wort: 'live', erwartet: ['wohnen', 'leben'] },
  { wort: 'eat', erwartet: ['essen'] },
  { wort: 'go', erwartet: ['gehen'] },
];

export const DEUTSCH_ENGLISCH: readonly Schulwort[] = [
  { wort: 'Schule', erwartet: ['school'] },
  { wort: 'Lehrer', erwartet: ['teacher'] },
  { wort: 'Freund', erwartet: ['friend'] },
  { wort: 'Familie', erwartet: ['family'] },
  { wort: 'Bruder', erwartet: ['brother'] },
  { wort: 'Schwester', erwartet: ['sister'] },
  { wort: 'Hund', erwartet: ['dog'] },
  { wort: 'Katze', erwartet: ['cat'] },
  { wort: 'Haus', erwartet: ['house'] },
  { wort: 'Zimmer', erwartet: ['room'] },
  { wort: 'Stuhl', erwartet: ['chair'] },
  { wort: 'Tisch', erwartet: ['table'] },
  { wort: 'Buch', erwartet: ['book'] },
  { wort: 'Tasche', erwartet: ['bag'] },
  { wort: 'spielen', erwartet: ['play', 'to play'] },
  { wort: 'lesen', erwartet: ['read', 'to read'] },
  { wort: 'schreiben', erwartet: ['write', 'to write'] },
  { wort: 'wohnen', erwartet: ['live', 'to live'] },
  { wort: 'essen', erwartet: ['eat', 'to eat'] },
  { wort: 'gehen', erwartet: ['go', 'to go', 'walk', 'to walk'] },
];

export const FRANZOESISCH_DEUTSCH: readonly Schulwort[] = [
  { wort: 'collège', erwartet: ['Schule', 'Gesamtschule', 'Kollegium'] },
  { wort: 'classe', erwartet: ['Klasse'] },
  { wort: 'ami', erwartet: ['Freund'] },
  { wort: 'famille', erwartet: ['Familie'] },
  { wort: 'frère', erwartet: ['Bruder'] },
  { wort: 'sœur', erwartet: ['Schwester'] },
  { wort: 'chien', erwartet: ['Hund'] },
  { wort: 'chat', erwartet: ['Katze'] },
  { wort: 'maison', erwartet: ['Haus'] },
  { wort: 'chambre', erwartet: ['Zimmer', 'Schlafzimmer'] },
  { wort: 'chaise', erwartet: ['Stuhl'] },
  { wort: 'table', erwartet: ['Tisch'] },
  { wort: 'livre', erwartet: ['Buch'] },
  { wort: 'sac', erwartet: ['Tasche'] },
  { wort: 'jouer', erwartet: ['spielen'] },
  { wort: 'lire', erwartet: ['lesen'] },
  { wort: 'écrire', erwartet: ['schreiben'] },
  { wort: 'habiter', erwartet: ['wohnen', 'leben'] },
  { wort: 'manger', erwartet: ['essen'] },
  { wort: 'aller', erwartet: ['gehen'] },
];
