import type { TableColumnOptions, TableOptions } from 'typeorm';
import {
  boolColumn,
  datetimeColumn,
  doubleColumn,
  foreignKey,
  idColumn,
  index,
  intColumn,
  textColumn,
  uniqueIndex,
  varcharColumn,
} from './columns';

/** 02 §3: default x positions of labels 1 to 10. */
const LABEL_X_DEFAULTS = [0, 60, 120, 160, 200, 240, 280, 320, 360, 400] as const;
const ANSWER_NUMBERS = [1, 2, 3, 4, 5] as const;
const CONJUGATION_PERSONS = ['ich', 'du', 'ersiees', 'wir', 'ihr', 'sie'] as const;

function labelColumns(): TableColumnOptions[] {
  return LABEL_X_DEFAULTS.flatMap((x, i) => [
    varcharColumn(`beschriftung_${i + 1}`, 200, { nullable: true }),
    intColumn(`beschriftung_${i + 1}_pfeil`, { default: 1 }),
    intColumn(`beschriftung_${i + 1}_x`, { default: x }),
    intColumn(`beschriftung_${i + 1}_y`, { default: 0 }),
  ]);
}

/** Groups, topics/categories, folders, stacks, cards, results, shares, hand-ins. Frozen: part of the initial migration. */
export function stacksTables(): TableOptions[] {
  return [
    {
      name: 'schuelergruppe',
      columns: [
        idColumn(),
        varcharColumn('bezeichnung', 255),
        varcharColumn('klassen_code', 50),
        intColumn('schule_id', { nullable: true }),
      ],
      foreignKeys: [foreignKey('schuelergruppe', 'schule_id', 'schule', 'CASCADE')],
      indices: [index('schuelergruppe', ['klassen_code']), index('schuelergruppe', ['schule_id'])],
    },
    {
      name: 'schuelerinallengruppen',
      columns: [idColumn(), intColumn('benutzer_id'), intColumn('schueler_gruppe_id')],
      foreignKeys: [
        foreignKey('schuelerinallengruppen', 'benutzer_id', 'benutzer', 'CASCADE'),
        foreignKey('schuelerinallengruppen', 'schueler_gruppe_id', 'schuelergruppe', 'CASCADE'),
      ],
      indices: [
        uniqueIndex('schuelerinallengruppen', ['benutzer_id', 'schueler_gruppe_id']),
        index('schuelerinallengruppen', ['schueler_gruppe_id']),
      ],
    },
    {
      name: 'flashcardsthemen',
      columns: [idColumn(), varcharColumn('bezeichnung', 255)],
    },
    {
      name: 'flashcards_kategorie',
      columns: [
        idColumn(),
        varcharColumn('kategorie', 255),
        intColumn('flashcards_themen_id'),
        intColumn('ersteller_benutzer_id', { nullable: true }),
      ],
      foreignKeys: [
        foreignKey('flashcards_kategorie', 'flashcards_themen_id', 'flashcardsthemen', 'CASCADE'),
        foreignKey('flashcards_kategorie', 'ersteller_benutzer_id', 'benutzer', 'SET NULL'),
      ],
      indices: [
        index('flashcards_kategorie', ['flashcards_themen_id']),
        index('flashcards_kategorie', ['ersteller_benutzer_id']),
      ],
    },
    {
      name: 'benutzerordner',
      columns: [
        idColumn(),
        intColumn('parent_id', { nullable: true }),
        intColumn('benutzer_id'),
        varcharColumn('name', 255),
      ],
      foreignKeys: [
        foreignKey('benutzerordner', 'parent_id', 'benutzerordner', 'CASCADE'),
        foreignKey('benutzerordner', 'benutzer_id', 'benutzer', 'CASCADE'),
      ],
      indices: [index('benutzerordner', ['benutzer_id']), index('benutzerordner', ['parent_id'])],
    },
    {
      name: 'unterrichtsmodul',
      columns: [
        idColumn(),
        varcharColumn('bezeichnung', 255),
        intColumn('eigentuemer_id'),
        varcharColumn('autor', 255, { nullable: true }),
        varcharColumn('status', 50, { nullable: true }),
        varcharColumn('jahrgangsstufen', 100, { nullable: true }),
        varcharColumn('faecher', 500, { nullable: true }),
        intColumn('flashcards_kategorie_id', { nullable: true }),
        intColumn('benutzer_ordner_id', { nullable: true }),
        boolColumn('ist_in_stapelablage'),
        boolColumn('wird_gemeinsam_bearbeitet'),
        boolColumn('ist_veroeffentlicht'),
        datetimeColumn('public_datum', { nullable: true }),
        varcharColumn('public_autor_pseudonym', 255, { nullable: true }),
        textColumn('public_bemerkungen'),
        intColumn('ist_kopie_von_umodul_id', { nullable: true }),
        boolColumn('ist_aufgabe'),
        datetimeColumn('datum', { now: true }),
        datetimeColumn('datum_zuletztgeaendert', { now: true }),
        datetimeColumn('datum_letztesquiz', { nullable: true }),
      ],
      foreignKeys: [
        foreignKey('unterrichtsmodul', 'eigentuemer_id', 'benutzer', 'CASCADE'),
        foreignKey('unterrichtsmodul', 'flashcards_kategorie_id', 'flashcards_kategorie', 'SET NULL'),
        foreignKey('unterrichtsmodul', 'benutzer_ordner_id', 'benutzerordner', 'SET NULL'),
        foreignKey('unterrichtsmodul', 'ist_kopie_von_umodul_id', 'unterrichtsmodul', 'SET NULL'),
      ],
      indices: [
        index('unterrichtsmodul', ['eigentuemer_id']),
        index('unterrichtsmodul', ['flashcards_kategorie_id']),
        index('unterrichtsmodul', ['benutzer_ordner_id']),
        index('unterrichtsmodul', ['ist_kopie_von_umodul_id']),
        // 02 §2 global library: published stacks per category.
        index('unterrichtsmodul', ['ist_veroeffentlicht', 'flashcards_kategorie_id']),
      ],
    },
    {
      name: 'unterrichtsmodul_team',
      columns: [idColumn(), intColumn('unterrichtsmodul_id'), intColumn('benutzer_id')],
      foreignKeys: [
        foreignKey('unterrichtsmodul_team', 'unterrichtsmodul_id', 'unterrichtsmodul', 'CASCADE'),
        foreignKey('unterrichtsmodul_team', 'benutzer_id', 'benutzer', 'CASCADE'),
      ],
      indices: [
        uniqueIndex('unterrichtsmodul_team', ['unterrichtsmodul_id', 'benutzer_id']),
        index('unterrichtsmodul_team', ['benutzer_id']),
      ],
    },
    {
      name: 'unterrichtsmodulteil',
      columns: [
        idColumn(),
        intColumn('unterrichtsmodule_id'),
        intColumn('autor_id', { nullable: true }),
        textColumn('frage'),
        ...ANSWER_NUMBERS.map((n) => textColumn(`antwort${n}`)),
        ...ANSWER_NUMBERS.map((n) => boolColumn(`antwort${n}_richtig`)),
        intColumn('anzahl_antworten', { default: 4 }),
        boolColumn('multiplechoice'),
        boolColumn('mussfrageschriftlichbeantworten'),
        intColumn('wahroderfalsch', { default: 0 }),
        boolColumn('aktiv', 1),
        textColumn('notizen'),
        textColumn('zusatzinfos'),
        textColumn('frage_videobild_url'),
        textColumn('antwort_videobild_url'),
        ...ANSWER_NUMBERS.map((n) => textColumn(`antwort${n}_imageurl`)),
        intColumn('stapelfach_nr', { default: 1 }),
        boolColumn('korrekturmarkierung'),
        boolColumn('ist_konjugation'),
        varcharColumn('konjug_sprache', 2, { nullable: true }),
        varcharColumn('konjug_zeitform', 100, { nullable: true }),
        varcharColumn('konjug_verb', 200, { nullable: true }),
        ...CONJUGATION_PERSONS.map((p) => varcharColumn(`konjug_${p}`, 200, { nullable: true })),
        boolColumn('ist_youtube_video'),
        varcharColumn('youtube_video_id', 50, { nullable: true }),
        intColumn('youtube_video_startzeit', { default: 0 }),
        intColumn('youtube_video_laufzeit', { default: 0 }),
        boolColumn('nur_audio_abspielen'),
        boolColumn('ist_vokabelaudio'),
        boolColumn('ist_bildmitbeschriftung'),
        ...labelColumns(),
        boolColumn('beschriftung_antwort_nummern'),
      ],
      foreignKeys: [
        foreignKey('unterrichtsmodulteil', 'unterrichtsmodule_id', 'unterrichtsmodul', 'CASCADE'),
        foreignKey('unterrichtsmodulteil', 'autor_id', 'benutzer', 'SET NULL'),
      ],
      indices: [
        index('unterrichtsmodulteil', ['unterrichtsmodule_id']),
        index('unterrichtsmodulteil', ['autor_id']),
      ],
    },
    {
      name: 'stapelergebnis',
      columns: [
        idColumn(),
        intColumn('unterrichtsmodul_id'),
        intColumn('benutzer_id'),
        doubleColumn('ergebnis'),
        intColumn('anzahl_karten_insg'),
        datetimeColumn('datum', { now: true }),
      ],
      foreignKeys: [
        foreignKey('stapelergebnis', 'unterrichtsmodul_id', 'unterrichtsmodul', 'CASCADE'),
        foreignKey('stapelergebnis', 'benutzer_id', 'benutzer', 'CASCADE'),
      ],
      indices: [
        index('stapelergebnis', ['unterrichtsmodul_id', 'benutzer_id']),
        index('stapelergebnis', ['benutzer_id']),
      ],
    },
    {
      name: 'unterrichtsmodul_geteilt',
      columns: [
        idColumn(),
        intColumn('unterrichtsmodule_id'),
        intColumn('geteilt_mit_benutzer_id'),
        boolColumn('ist_aufgabe'),
        textColumn('aufgabe'),
        varcharColumn('aufgabe_abgabe_bis', 10, { nullable: true }),
        datetimeColumn('geteilt_am', { now: true }),
      ],
      foreignKeys: [
        foreignKey('unterrichtsmodul_geteilt', 'unterrichtsmodule_id', 'unterrichtsmodul', 'CASCADE'),
        foreignKey('unterrichtsmodul_geteilt', 'geteilt_mit_benutzer_id', 'benutzer', 'CASCADE'),
      ],
      indices: [
        uniqueIndex(
          'unterrichtsmodul_geteilt',
          ['unterrichtsmodule_id', 'geteilt_mit_benutzer_id'],
          'UQ_unterrichtsmodul_geteilt_modul_empfaenger',
        ),
        index('unterrichtsmodul_geteilt', ['geteilt_mit_benutzer_id']),
      ],
    },
    {
      name: 'stapelablage',
      columns: [
        idColumn(),
        intColumn('unterrichtsmodule_id'),
        intColumn('stapel_eigentuemer_id'),
        intColumn('stapel_absender_id'),
        varcharColumn('status', 50),
        boolColumn('ist_korrigiert_und_ok'),
        datetimeColumn('erstellt_am', { now: true }),
      ],
      foreignKeys: [
        foreignKey('stapelablage', 'unterrichtsmodule_id', 'unterrichtsmodul', 'CASCADE'),
        foreignKey('stapelablage', 'stapel_eigentuemer_id', 'benutzer', 'CASCADE'),
        foreignKey('stapelablage', 'stapel_absender_id', 'benutzer', 'CASCADE'),
      ],
      indices: [
        index('stapelablage', ['unterrichtsmodule_id']),
        index('stapelablage', ['stapel_eigentuemer_id']),
        index('stapelablage', ['stapel_absender_id']),
      ],
    },
  ];
}
