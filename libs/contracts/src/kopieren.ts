import type { StapelListItem } from './unterrichtsmodule';

/**
 * POST /api/unterrichtsmodule/kopieren (01 §2, 02 §7): copies a stack the user may copy (mailbox,
 * global library, own or team stack; not a stack seen only as hand-in reviewer) with all its cards
 * into the user's own stacks. The copy: eigentuemer = the session user (an eigentuemer_id sent as in
 * the spec must be the own id), ist_kopie_von_umodul_id = the source, every card authored by the
 * copier, box 1, no correction marks, not shared, not published. benutzer_ordner_id: an own folder or
 * null / -99. flashcards_kategorie_id: optional, defaults to the source's category.
 * Answers the copied-stack message of 02 §8 naming the title, and the new stack.
 */
export interface KopierenRequest {
  ist_kopie_von_umodul_id: number;
  eigentuemer_id?: number;
  benutzer_ordner_id?: number | null;
  flashcards_kategorie_id?: number | null;
}

export interface KopierenResponse {
  message: string;
  unterrichtsmodul: StapelListItem;
}
