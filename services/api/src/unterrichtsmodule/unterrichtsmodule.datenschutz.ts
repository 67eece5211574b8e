import {
  alle,
  benutzerRef,
  type DatenschutzTabelle,
  PERSON,
  SACHE,
} from '../datenschutz/datenschutz-tabelle';

/**
 * Stacks (01 §3). 01 §6: deleting the owner deletes their stacks, and with them the shares into other
 * people's mailboxes and the team memberships (copies others made stay: ist_kopie_von_umodul_id SET NULL).
 */
export const UNTERRICHTSMODULE_DATENSCHUTZ: readonly DatenschutzTabelle[] = [
  {
    tabelle: 'unterrichtsmodul',
    bereich: 'unterrichtsmodule',
    spalten: {
      eigentuemer_id: benutzerRef('zeile'),
      ...alle(PERSON, 'autor', 'public_autor_pseudonym'),
      ...alle(
        SACHE,
        'id',
        'bezeichnung',
        'status',
        'jahrgangsstufen',
        'faecher',
        'flashcards_kategorie_id',
        'benutzer_ordner_id',
        'ist_in_stapelablage',
        'wird_gemeinsam_bearbeitet',
        'ist_veroeffentlicht',
        'public_datum',
        'public_bemerkungen',
        'ist_kopie_von_umodul_id',
        'ist_aufgabe',
        'datum',
        'datum_zuletztgeaendert',
        'datum_letztesquiz',
      ),
    },
  },
  {
    tabelle: 'unterrichtsmodul_team',
    bereich: 'unterrichtsmodule',
    spalten: { id: SACHE, unterrichtsmodul_id: SACHE, benutzer_id: benutzerRef('zeile') },
    teilVon: { spalte: 'unterrichtsmodul_id', tabelle: 'unterrichtsmodul' },
  },
  {
    tabelle: 'unterrichtsmodul_geteilt',
    bereich: 'unterrichtsmodule',
    spalten: {
      geteilt_mit_benutzer_id: benutzerRef('zeile'),
      ...alle(
        SACHE,
        'id',
        'unterrichtsmodule_id',
        'ist_aufgabe',
        'aufgabe',
        'aufgabe_abgabe_bis',
        'geteilt_am',
      ),
    },
    teilVon: { spalte: 'unterrichtsmodule_id', tabelle: 'unterrichtsmodul' },
  },
];
