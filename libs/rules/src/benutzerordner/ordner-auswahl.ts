import type { TextKey } from '@lernstapel/texts';

/** 01 §3 special folder entries: UI values, never stored. */
export const ORDNER_KEIN = -99;
export const ORDNER_NEU = 0;
/** The pseudo-folder that holds the team stacks of other owners; it has no menu. */
export const ORDNER_TEAM = 1234567890;

export interface OrdnerEintrag {
  id: number;
  name: string;
}

/** An entry of the folder pick list: a folder, or a special entry named by a text key. */
export type OrdnerAuswahlEintrag = { id: number; name: string } | { id: number; textKey: TextKey };

/**
 * 01 §3: the folder pick list of the stack dialog: 'kein Ordner' (-99), 'Neuer Ordner' (0), then the
 * folders in the given order. The 'Team-Ordner' is hidden in the pick list.
 */
export function ordnerAuswahl(ordner: readonly OrdnerEintrag[]): OrdnerAuswahlEintrag[] {
  return [
    { id: ORDNER_KEIN, textKey: 'ordner.keinOrdner' },
    { id: ORDNER_NEU, textKey: 'ordner.neuerOrdner' },
    ...ordner.filter((eintrag) => eintrag.id !== ORDNER_TEAM).map(({ id, name }) => ({ id, name })),
  ];
}

/**
 * The folder id to store for a chosen entry (01 §4: 0 means none, stored as NULL): null, 0 and -99
 * → null; the team pseudo-folder is not a place for own stacks → 'ordner.teamOrdnerNichtWaehlbar';
 * any other id as is (the API checks that it is an own folder).
 */
export function ordnerIdZumSpeichern(
  id: number | null | undefined,
): { id: number | null } | { fehler: TextKey } {
  if (id === null || id === undefined || id === ORDNER_NEU || id === ORDNER_KEIN) return { id: null };
  if (id === ORDNER_TEAM) return { fehler: 'ordner.teamOrdnerNichtWaehlbar' };
  return { id };
}
