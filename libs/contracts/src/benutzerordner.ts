import type { StapelListItem } from './unterrichtsmodule';

/**
 * A folder of the session user (01 §3 benutzerordner). anzahl_dateien = number of own stacks in it.
 * The special entries are UI values, never stored (constants in @lernstapel/rules): 'kein Ordner'
 * (-99), 'Neuer Ordner' (0), the team pseudo-folder 1234567890 ('Team-Ordner', no menu).
 */
export interface BenutzerordnerItem {
  id: number;
  parent_id: number | null;
  benutzer_id: number;
  name: string;
  anzahl_dateien: number;
}

/** GET /api/benutzerordner/{userId} (own id only), and the answer of every folder change; by name. */
export interface BenutzerordnerResponse {
  benutzerordner: BenutzerordnerItem[];
}

/**
 * POST /api/benutzerordner: creates (no id or 0) or renames an own folder. 01 §5: the name is required
 * and unique among the user's folders, case-insensitively (400 'Einen Ordner mit diesem Namen gibt es
 * bereits.'). parent_id: an own folder or null.
 */
export interface BenutzerordnerSpeichernRequest {
  id?: number;
  name: string;
  parent_id?: number | null;
}

/** POST /api/benutzerordner/delete: the folder (and its sub-folders); its stacks return to 'kein Ordner' (01 §4). */
export interface BenutzerordnerLoeschenRequest {
  id: number;
}

/**
 * POST /api/benutzerordner/stapel: puts own stacks into an own folder (01 §5: at least one stack).
 * id null or -99 takes them out of their folder ('kein Ordner'). Answers the folders (counts) and the
 * own stack list.
 */
export interface OrdnerStapelRequest {
  id: number | null;
  unterrichtsmodule_ids: number[];
}

export interface OrdnerStapelResponse extends BenutzerordnerResponse {
  unterrichtsmodule: StapelListItem[];
}
