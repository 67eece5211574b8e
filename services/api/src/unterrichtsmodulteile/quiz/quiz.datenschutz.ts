import {
  alle,
  benutzerRef,
  PERSON,
  SACHE,
  tabellenIn,
} from '../../datenschutzdeklaration/datenschutz-tabelle';

/** Answers of the quiz and the FSRS state per card (issue 11): the learner's own activity, deleted with them. */
export const QUIZ_DATENSCHUTZ = tabellenIn('unterrichtsmodulteile', {
  quizantwort: {
    spalten: {
      ...alle(SACHE, 'id', 'unterrichtsmodul_id', 'unterrichtsmodulteil_id', 'anfrage_id'),
      benutzer_id: benutzerRef('zeile'),
      ...alle(PERSON, 'gewusst', 'fach_vorher', 'fach_nachher', 'datum'),
    },
  },
  lernstand: {
    spalten: {
      ...alle(SACHE, 'id', 'unterrichtsmodulteil_id'),
      benutzer_id: benutzerRef('zeile'),
      ...alle(
        PERSON,
        'faellig_am',
        'stabilitaet',
        'schwierigkeit',
        'tage_vergangen',
        'tage_geplant',
        'wiederholungen',
        'vergessen',
        'lernschritte',
        'zustand',
        'letzte_wiederholung',
      ),
    },
  },
});
