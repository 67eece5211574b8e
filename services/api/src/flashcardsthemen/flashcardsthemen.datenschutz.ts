import { alle, benutzerRef, type DatenschutzTabelle, SACHE } from '../datenschutz/datenschutz-tabelle';

/** Categories are shared by everyone's stacks: deleting their creator keeps them, anonymised. */
export const FLASHCARDSTHEMEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'flashcards_kategorie',
    bereich: 'flashcardsthemen',
    spalten: {
      ...alle(SACHE, 'id', 'kategorie', 'flashcards_themen_id'),
      ersteller_benutzer_id: benutzerRef('anonymisieren'),
    },
  },
];
