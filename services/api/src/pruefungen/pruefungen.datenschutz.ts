import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  PERSON,
  SACHE,
} from '../datenschutz/datenschutz-tabelle';

const ANTWORTEN = [1, 2, 3, 4, 5] as const;
const PERSONEN = ['ich', 'du', 'ersiees', 'wir', 'ihr', 'sie'] as const;

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
    spalten: alle(SACHE, 'id', 'pruefung_id', 'unterrichtsmodulteil_id', 'punkte'),
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
        ...ANTWORTEN.map((n) => `antwort${n}`),
        'wahroderfalsch',
        ...PERSONEN.map((p) => `konjug_${p}`),
        'punkte',
        'kommentar_lehrperson',
      ),
    },
  },
];
