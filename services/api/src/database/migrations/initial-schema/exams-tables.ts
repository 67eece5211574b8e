import type { TableOptions } from 'typeorm';
import {
  boolColumn,
  datetimeColumn,
  doubleColumn,
  foreignKey,
  idColumn,
  index,
  intColumn,
  nullableBoolColumn,
  textColumn,
  uniqueIndex,
  varcharColumn,
} from './columns';

const CONJUGATION_PERSONS = ['ich', 'du', 'ersiees', 'wir', 'ihr', 'sie'] as const;
const ANSWER_NUMBERS = [1, 2, 3, 4, 5] as const;

/** Exams, races, settings, input help, activity, upload permissions. Frozen: part of the initial migration. */
export function examsTables(): TableOptions[] {
  return [
    {
      name: 'pruefung',
      columns: [
        idColumn(),
        varcharColumn('titel', 255),
        varcharColumn('klassen_code', 50),
        varcharColumn('datum', 10),
        boolColumn('freigegeben'),
        intColumn('unterrichtsmodul_id', { nullable: true }),
        textColumn('anweisung_vor_pruefung'),
        boolColumn('ist_korrigiert'),
        doubleColumn('gesamtpunktezahl', { default: 0 }),
        intColumn('ersteller_benutzer_id'),
        intColumn('schule_id', { nullable: true }),
        datetimeColumn('erstellt_am', { now: true }),
      ],
      foreignKeys: [
        foreignKey('pruefung', 'unterrichtsmodul_id', 'unterrichtsmodul', 'SET NULL'),
        foreignKey('pruefung', 'ersteller_benutzer_id', 'benutzer', 'CASCADE'),
        foreignKey('pruefung', 'schule_id', 'schule', 'CASCADE'),
      ],
      indices: [
        index('pruefung', ['klassen_code']),
        index('pruefung', ['unterrichtsmodul_id']),
        index('pruefung', ['ersteller_benutzer_id']),
        index('pruefung', ['schule_id']),
      ],
    },
    {
      name: 'pruefungsteil',
      columns: [
        idColumn(),
        intColumn('pruefung_id'),
        intColumn('unterrichtsmodulteil_id'),
        doubleColumn('punkte', { default: 1 }),
      ],
      foreignKeys: [
        foreignKey('pruefungsteil', 'pruefung_id', 'pruefung', 'CASCADE'),
        foreignKey('pruefungsteil', 'unterrichtsmodulteil_id', 'unterrichtsmodulteil', 'CASCADE'),
      ],
      indices: [index('pruefungsteil', ['pruefung_id']), index('pruefungsteil', ['unterrichtsmodulteil_id'])],
    },
    {
      name: 'schuelerinpruefung',
      columns: [
        idColumn(),
        intColumn('pruefung_id'),
        intColumn('schueler_id'),
        varcharColumn('status', 20, { nullable: true }),
        datetimeColumn('startzeit', { nullable: true }),
        datetimeColumn('endezeit', { nullable: true }),
        datetimeColumn('korrigiert_am', { nullable: true }),
        doubleColumn('note', { nullable: true }),
        textColumn('kommentar_lehrperson'),
        doubleColumn('punkte', { nullable: true }),
      ],
      foreignKeys: [
        foreignKey('schuelerinpruefung', 'pruefung_id', 'pruefung', 'CASCADE'),
        foreignKey('schuelerinpruefung', 'schueler_id', 'benutzer', 'CASCADE'),
      ],
      indices: [
        uniqueIndex('schuelerinpruefung', ['pruefung_id', 'schueler_id']),
        index('schuelerinpruefung', ['schueler_id']),
      ],
    },
    {
      name: 'schuelerinpruefungsteil',
      columns: [
        idColumn(),
        intColumn('schueler_id'),
        intColumn('pruefungsteile_id'),
        ...ANSWER_NUMBERS.map((n) => textColumn(`antwort${n}`)),
        intColumn('wahroderfalsch', { nullable: true }),
        ...CONJUGATION_PERSONS.map((p) => varcharColumn(`konjug_${p}`, 200, { nullable: true })),
        doubleColumn('punkte', { nullable: true }),
        textColumn('kommentar_lehrperson'),
      ],
      foreignKeys: [
        foreignKey('schuelerinpruefungsteil', 'schueler_id', 'benutzer', 'CASCADE'),
        foreignKey('schuelerinpruefungsteil', 'pruefungsteile_id', 'pruefungsteil', 'CASCADE'),
      ],
      indices: [
        uniqueIndex('schuelerinpruefungsteil', ['pruefungsteile_id', 'schueler_id']),
        index('schuelerinpruefungsteil', ['schueler_id']),
      ],
    },
    {
      name: 'wettbewerb',
      columns: [
        idColumn(),
        intColumn('unterrichtsmodul_id'),
        varcharColumn('modultitel', 255),
        intColumn('modus', { default: 0 }),
        datetimeColumn('startzeit', { nullable: true }),
        boolColumn('ist_gestartet'),
        intColumn('anzahl_fragen_beantwortet', { default: 0 }),
        intColumn('start_benutzer_id'),
        intColumn('sieger_benutzer_id', { nullable: true }),
        intColumn('schule_id', { nullable: true }),
        datetimeColumn('erstellt_am', { now: true }),
      ],
      foreignKeys: [
        foreignKey('wettbewerb', 'unterrichtsmodul_id', 'unterrichtsmodul', 'CASCADE'),
        foreignKey('wettbewerb', 'start_benutzer_id', 'benutzer', 'CASCADE'),
        foreignKey('wettbewerb', 'sieger_benutzer_id', 'benutzer', 'SET NULL'),
        foreignKey('wettbewerb', 'schule_id', 'schule', 'CASCADE'),
      ],
      indices: [
        index('wettbewerb', ['unterrichtsmodul_id']),
        index('wettbewerb', ['start_benutzer_id']),
        index('wettbewerb', ['sieger_benutzer_id']),
        index('wettbewerb', ['schule_id']),
      ],
    },
    {
      name: 'schuelerimwettbewerb',
      columns: [
        idColumn(),
        intColumn('wettbewerb_id'),
        intColumn('benutzer_id'),
        intColumn('start_nr', { default: 0 }),
        boolColumn('einladung_angenommen'),
        varcharColumn('farbe', 20, { nullable: true }),
        intColumn('position', { default: 0 }),
      ],
      foreignKeys: [
        foreignKey('schuelerimwettbewerb', 'wettbewerb_id', 'wettbewerb', 'CASCADE'),
        foreignKey('schuelerimwettbewerb', 'benutzer_id', 'benutzer', 'CASCADE'),
      ],
      indices: [
        uniqueIndex('schuelerimwettbewerb', ['wettbewerb_id', 'benutzer_id']),
        index('schuelerimwettbewerb', ['benutzer_id']),
      ],
    },
    {
      name: 'benutzereinstellung',
      columns: [
        idColumn(),
        intColumn('benutzer_id'),
        varcharColumn('tag', 100),
        nullableBoolColumn('boolvalue'),
        intColumn('intvalue', { nullable: true }),
        textColumn('textvalue'),
        varcharColumn('strvalue', 255, { nullable: true }),
      ],
      foreignKeys: [foreignKey('benutzereinstellung', 'benutzer_id', 'benutzer', 'CASCADE')],
      indices: [uniqueIndex('benutzereinstellung', ['benutzer_id', 'tag'])],
    },
    {
      name: 'eingabehilfe',
      columns: [
        idColumn(),
        varcharColumn('zeichenklein', 10),
        varcharColumn('eingabeklein', 10),
        varcharColumn('zeichengross', 10, { nullable: true }),
        varcharColumn('eingabegross', 10, { nullable: true }),
      ],
    },
    {
      name: 'benutzerablenkungen',
      columns: [
        idColumn(),
        intColumn('benutzer_id'),
        datetimeColumn('zeit', { now: true }),
        varcharColumn('bemerkung', 255),
      ],
      foreignKeys: [foreignKey('benutzerablenkungen', 'benutzer_id', 'benutzer', 'CASCADE')],
      indices: [index('benutzerablenkungen', ['benutzer_id', 'zeit'])],
    },
    {
      name: 'uploaderlaubnis',
      columns: [
        idColumn(),
        intColumn('benutzer_id'),
        intColumn('erteilt_von_benutzer_id', { nullable: true }),
        datetimeColumn('erlaubt_bis'),
      ],
      foreignKeys: [
        foreignKey('uploaderlaubnis', 'benutzer_id', 'benutzer', 'CASCADE'),
        foreignKey('uploaderlaubnis', 'erteilt_von_benutzer_id', 'benutzer', 'SET NULL'),
      ],
      indices: [
        index('uploaderlaubnis', ['benutzer_id', 'erlaubt_bis']),
        index('uploaderlaubnis', ['erteilt_von_benutzer_id']),
      ],
    },
  ];
}
