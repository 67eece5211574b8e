import {
  alle,
  benutzerRef,
  freitext,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/** Categories are shared by everyone's stacks: deleting their creator keeps them, anonymised. */
export const FLASHCARDSTHEMEN_DATENSCHUTZ = tabellenIn('flashcardsthemen', {
  flashcards_kategorie: {
    spalten: {
      ...alle(SACHE, 'id', 'flashcards_themen_id'),
      kategorie: freitext('sache', 'Name einer Kategorie, die alle Stapel teilen'),
      ersteller_benutzer_id: benutzerRef('anonymisieren'),
    },
  },
});
