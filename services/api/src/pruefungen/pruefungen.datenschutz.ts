import { ANSWER_NUMBERS, KONJUG_FORMEN } from '@lernstapel/rules';
import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  PERSON,
  SACHE,
} from '../datenschutz/datenschutz-tabelle';

/** Exams (02): the teacher's exams; a pupil's attempt, answers, points and grade are the pupil's. */
export const PRUEFUNGEN_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'pruefung',
    bereich: 'pruefungen',
    spalten: {
      ersteller_benutzer_id: benutzerRef('zeile'),
      ...alle(
        SACHE,
        'id',
        'titel',
        'klassen_code',
        'datum',
        'freigegeben',
        'unterrichtsmodul_id',
        'anweisung_vor_pruefung',
        'ist_korrigiert',
        'gesamtpunktezahl',
        'schule_id',
        'erstellt_am',
      ),
    },
  },
  {
    tabelle: 'pruefungsteil',
    bereich: 'pruefungen',
    spalten: alle(SACHE, 'id', 'pruefung_id', 'unterrichtsmodulteil_id', 'punkte', 'reihenfolge', 'karte'),
    teilVon: { spalte: 'pruefung_id', tabelle: 'pruefung' },
  },
  {
    tabelle: 'schuelerinpruefung',
    bereich: 'pruefungen',
    spalten: {
      ...alle(SACHE, 'id', 'pruefung_id'),
      schueler_id: benutzerRef('zeile'),
      ...alle(
        PERSON,
        'status',
        'startzeit',
        'endezeit',
        'korrigiert_am',
        'note',
        'kommentar_lehrperson',
        'punkte',
      ),
    },
  },
  {
    tabelle: 'schuelerinpruefungsteil',
    bereich: 'pruefungen',
    spalten: {
      ...alle(SACHE, 'id', 'pruefungsteile_id'),
      schueler_id: benutzerRef('zeile'),
      ...alle(
        PERSON,
        ...ANSWER_NUMBERS.map((n) => `antwort${n}`),
        'wahroderfalsch',
        ...KONJUG_FORMEN,
        'beschriftungen',
        'beschriftung_nummern',
        'punkte',
        'kommentar_lehrperson',
      ),
    },
  },
];
