import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  PERSON,
  SACHE,
} from '../../datenschutz/datenschutz-tabelle';

/** Answers of the quiz (issue 11): the learner's own activity, deleted with them. */
export const QUIZ_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'quizantwort',
    bereich: 'unterrichtsmodulteile',
    spalten: {
      ...alle(SACHE, 'id', 'unterrichtsmodul_id', 'unterrichtsmodulteil_id', 'anfrage_id'),
      benutzer_id: benutzerRef('zeile'),
      ...alle(PERSON, 'gewusst', 'fach_vorher', 'fach_nachher', 'datum'),
    },
  },
];
