import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  freitext,
  SACHE,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/** Categories are shared by everyone's stacks: deleting their creator keeps them, anonymised. */
export const FLASHCARDSTHEMEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'flashcards_kategorie',
    bereich: 'flashcardsthemen',
    spalten: {
      ...alle(SACHE, 'id', 'flashcards_themen_id'),
      kategorie: freitext('sache', 'Name einer Kategorie, die alle Stapel teilen'),
      ersteller_benutzer_id: benutzerRef('anonymisieren'),
    },
  },
];
