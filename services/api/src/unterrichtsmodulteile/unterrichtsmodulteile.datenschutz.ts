import { ANSWER_NUMBERS, KONJUG_FORMEN, LABEL_NUMBERS } from '@lernstapel/rules';
import {
  alle,
  benutzerRef,
  freitext,
  PERSON,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';
import { STAPELTEXT } from '../unterrichtsmodule/unterrichtsmodule.datenschutz';

/** Columns of a card that name an uploaded file; the retention job keeps only files some card names. */
export const UPLOAD_SPALTEN: readonly string[] = [
  'frage_videobild_url',
  'antwort_videobild_url',
  ...ANSWER_NUMBERS.map((n) => `antwort${n}_imageurl`),
];

const BESCHRIFTUNGEN = LABEL_NUMBERS.flatMap((n) => [
  `beschriftung_${n}_pfeil`,
  `beschriftung_${n}_x`,
  `beschriftung_${n}_y`,
]);

/** Cards (02 §3) travel with their stack; a card written in someone else's stack keeps, anonymised. */
export const UNTERRICHTSMODULTEILE_DATENSCHUTZ = tabellenIn('unterrichtsmodulteile', {
  unterrichtsmodulteil: {
    spalten: {
      autor_id: benutzerRef('anonymisieren'),
      ...alle(
        freitext('sache', STAPELTEXT),
        'frage',
        ...ANSWER_NUMBERS.map((n) => `antwort${n}`),
        'notizen',
        'zusatzinfos',
        ...UPLOAD_SPALTEN,
        'konjug_verb',
        ...KONJUG_FORMEN,
        ...LABEL_NUMBERS.map((n) => `beschriftung_${n}`),
      ),
      ...alle(
        SACHE,
        'id',
        'unterrichtsmodule_id',
        ...ANSWER_NUMBERS.map((n) => `antwort${n}_richtig`),
        'anzahl_antworten',
        'multiplechoice',
        'mussfrageschriftlichbeantworten',
        'wahroderfalsch',
        'aktiv',
        'stapelfach_nr',
        'korrekturmarkierung',
        'ist_konjugation',
        'konjug_sprache',
        'konjug_zeitform',
        'ist_youtube_video',
        'youtube_video_id',
        'youtube_video_startzeit',
        'youtube_video_laufzeit',
        'nur_audio_abspielen',
        'ist_vokabelaudio',
        'ist_bildmitbeschriftung',
        ...BESCHRIFTUNGEN,
        'beschriftung_antwort_nummern',
      ),
    },
    teilVon: { spalte: 'unterrichtsmodule_id', tabelle: 'unterrichtsmodul' },
  },
  stapelergebnis: {
    spalten: {
      ...alle(SACHE, 'id', 'unterrichtsmodul_id', 'anfrage_id'),
      benutzer_id: benutzerRef('zeile'),
      // art: 'quiz' (a whole run) or 'erneut' (only the cards not known), issue 23.
      ...alle(PERSON, 'ergebnis', 'anzahl_karten_insg', 'datum', 'art'),
    },
  },
});
