import { ANSWER_NUMBERS, KONJUG_FORMEN } from '@lernstapel/rules';
import {
  alle,
  benutzerRef,
  freitext,
  json,
  PERSON,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/** Exams (02): the teacher's exams; a pupil's attempt, answers, points and grade are the pupil's. */
export const PRUEFUNGEN_DATENSCHUTZ = tabellenIn('pruefungen', {
  pruefung: {
    spalten: {
      // Issue 29: an exam pupils took stays theirs when its teacher is deleted (the teacher anonymised).
      ersteller_benutzer_id: benutzerRef('zeileOhneAndere', {
        andere: { tabelle: 'schuelerinpruefung', spalte: 'pruefung_id' },
      }),
      ...alle(
        freitext('sache', 'Titel und Anweisung einer Prüfung: gehören zur Prüfung'),
        'titel',
        'anweisung_vor_pruefung',
      ),
      ...alle(
        SACHE,
        'id',
        'klassen_code',
        'datum',
        'freigegeben',
        'unterrichtsmodul_id',
        'ist_korrigiert',
        'gesamtpunktezahl',
        'schule_id',
        'erstellt_am',
      ),
    },
  },
  pruefungsteil: {
    spalten: {
      ...alle(SACHE, 'id', 'pruefung_id', 'unterrichtsmodulteil_id', 'punkte', 'reihenfolge'),
      karte: json(
        'sache',
        'Schnappschuss der Karte ohne Autor: karteSchnappschuss() lässt autor und autor_id weg',
      ),
    },
    teilVon: { spalte: 'pruefung_id', tabelle: 'pruefung' },
  },
  schuelerinpruefung: {
    spalten: {
      ...alle(SACHE, 'id', 'pruefung_id'),
      schueler_id: benutzerRef('zeile'),
      ...alle(PERSON, 'status', 'startzeit', 'endezeit', 'korrigiert_am', 'note', 'punkte'),
      kommentar_lehrperson: freitext('person'),
    },
  },
  schuelerinpruefungsteil: {
    spalten: {
      ...alle(SACHE, 'id', 'pruefungsteile_id'),
      schueler_id: benutzerRef('zeile'),
      ...alle(PERSON, 'wahroderfalsch', 'punkte'),
      ...alle(freitext('person'), ...ANSWER_NUMBERS.map((n) => `antwort${n}`), ...KONJUG_FORMEN),
      kommentar_lehrperson: freitext('person'),
      ...alle(json('person'), 'beschriftungen', 'beschriftung_nummern'),
    },
  },
});
