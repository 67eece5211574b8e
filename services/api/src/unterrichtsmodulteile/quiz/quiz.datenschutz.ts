import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  PERSON,
  SACHE,
} from '../../datenschutzdeklaration/datenschutz-tabelle';

/** Answers of the quiz and the FSRS state per card (issue 11): the learner's own activity, deleted with them. */
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
  {
    tabelle: 'lernstand',
    bereich: 'unterrichtsmodulteile',
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
];
