import type { SessionResponse } from './session';
import type { RemotesAntwort } from './vorabversionen';

/**
 * Issue 27 (fast on a phone): the id of the data block (`<script type="application/json">`) in which
 * the portal hands a signed-in page load, in the page's HTML, the answers the shell would otherwise ask
 * for one after the other before the page can show anything.
 */
export const STARTDATEN_ID = 'lernstapel-startdaten';

export interface Startdaten {
  /** GET /api/session for this browser. */
  sitzung: SessionResponse;
  /** GET /remotes.json for this browser (a school's canary included). */
  remotes: RemotesAntwort;
  /** The mf-manifest.json (text) of each remote the page shows, by its URL as `remotes` names it. */
  manifeste: Record<string, string>;
  /** The JSON answer (200) of each API read the page makes first, by its address (path and query). */
  antworten: Record<string, unknown>;
}
