import {
  alle,
  benutzerRef,
  freitext,
  SACHE,
  tabellenIn,
} from '../datenschutzdeklaration/datenschutz-tabelle';

/**
 * Stacks (01 §3). 01 §6: deleting the owner deletes their stacks, and with them the shares into other
 * people's mailboxes and the team memberships (copies others made stay: ist_kopie_von_umodul_id SET NULL).
 */
/** Issue 29: what a stack says is the stack's content; it is exported and deleted with the stack. */
export const STAPELTEXT =
  'Inhalt eines Stapels: wird mit dem Stapel exportiert und gelöscht; Karten in fremden Stapeln bleiben als Inhalt jenes Stapels';

export const UNTERRICHTSMODULE_DATENSCHUTZ = tabellenIn('unterrichtsmodule', {
  unterrichtsmodul: {
    spalten: {
      eigentuemer_id: benutzerRef('zeile'),
      ...alle(freitext('person'), 'autor', 'public_autor_pseudonym'),
      ...alle(freitext('sache', STAPELTEXT), 'bezeichnung', 'faecher', 'public_bemerkungen'),
      ...alle(
        SACHE,
        'id',
        'status',
        'jahrgangsstufen',
        'flashcards_kategorie_id',
        'benutzer_ordner_id',
        'ist_in_stapelablage',
        'wird_gemeinsam_bearbeitet',
        'ist_veroeffentlicht',
        'public_datum',
        'ist_kopie_von_umodul_id',
        'ist_aufgabe',
        'datum',
        'datum_zuletztgeaendert',
        'datum_letztesquiz',
      ),
    },
  },
  unterrichtsmodul_team: {
    spalten: { id: SACHE, unterrichtsmodul_id: SACHE, benutzer_id: benutzerRef('zeile') },
    teilVon: { spalte: 'unterrichtsmodul_id', tabelle: 'unterrichtsmodul' },
  },
  unterrichtsmodul_geteilt: {
    spalten: {
      geteilt_mit_benutzer_id: benutzerRef('zeile'),
      aufgabe: freitext('sache', 'Der Auftrag zu einem geteilten Stapel: gehört zum Stapel, geht mit ihm'),
      ...alle(SACHE, 'id', 'unterrichtsmodule_id', 'ist_aufgabe', 'aufgabe_abgabe_bis', 'geteilt_am'),
    },
    teilVon: { spalte: 'unterrichtsmodule_id', tabelle: 'unterrichtsmodul' },
  },
});
