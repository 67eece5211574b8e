import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { stapelRechte } from '@lernstapel/rules';

/** What a stack's menu offers (01 §2 dialogs, §4 team editing, hand-in, publishing; §9 CSV; Anki packages). */
export type StapelAktion =
  | 'eigenschaften'
  | 'teilen'
  | 'team'
  | 'teamBeenden'
  | 'einreichen'
  | 'veroeffentlichen'
  | 'zuruecknehmen'
  | 'csvImport'
  | 'csvExport'
  | 'ankiImport'
  | 'ankiExport'
  | 'ausOrdner'
  | 'loeschen';

/**
 * The menu of a stack on 'Meine Flashcards', in menu order: an own stack ('eigentuemer') or another
 * owner's team stack ('team'). The rights come from the team rule (stapelRechte, enforced by the API
 * too): non-owners lose edit-properties, delete, share and publish; publishing needs
 * kann_stapel_veroeffentlichen (01 §5), withdrawing only ownership.
 */
export function stapelAktionen(
  stapel: Pick<StapelListItem, 'ist_veroeffentlicht' | 'wird_gemeinsam_bearbeitet' | 'benutzer_ordner_id'>,
  zugang: 'eigentuemer' | 'team',
  user: Pick<SessionUser, 'kann_stapel_veroeffentlichen'>,
): StapelAktion[] {
  const rechte = stapelRechte({ zugang, kann_stapel_veroeffentlichen: user.kann_stapel_veroeffentlichen });
  const eigen = zugang === 'eigentuemer';
  const aktionen: [StapelAktion, boolean][] = [
    ['eigenschaften', rechte.eigenschaften_bearbeiten],
    ['teilen', rechte.teilen],
    ['team', rechte.team_bearbeitung],
    ['teamBeenden', rechte.team_bearbeitung && stapel.wird_gemeinsam_bearbeitet],
    // 01 §4: the sender hands in their own stack.
    ['einreichen', eigen],
    ['veroeffentlichen', rechte.veroeffentlichen && !stapel.ist_veroeffentlicht],
    ['zuruecknehmen', eigen && stapel.ist_veroeffentlicht],
    ['csvImport', rechte.karten_hinzufuegen],
    ['csvExport', true],
    ['ankiImport', rechte.karten_hinzufuegen],
    ['ankiExport', true],
    ['ausOrdner', eigen && stapel.benutzer_ordner_id !== null],
    ['loeschen', rechte.loeschen],
  ];
  return aktionen.filter(([, erlaubt]) => erlaubt).map(([aktion]) => aktion);
}
