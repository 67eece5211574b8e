import { STARTDATEN_ID, type Startdaten } from '@lernstapel/contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What main.ts takes from the page; the API reads' answers are the API client's (libs/api-client). */
export type ShellStartdaten = Omit<Startdaten, 'antworten'>;

/**
 * Issue 27 (fast on a phone): the answers the portal put into a signed-in page's HTML (session,
 * remotes map, the page's remote manifests; services/api/src/portal), read by main.ts. Null when the
 * page has none (not signed in, the offline app's page, a portal without them) or they cannot be
 * read: the shell then asks for each, as before.
 */
export function leseStartdaten(): ShellStartdaten | null {
  const text = document.getElementById(STARTDATEN_ID)?.textContent;
  if (!text) return null;
  try {
    const daten: unknown = JSON.parse(text);
    if (!isObject(daten) || !isObject(daten['sitzung']) || !isObject(daten['remotes'])) return null;
    const manifeste = isObject(daten['manifeste']) ? daten['manifeste'] : {};
    return {
      sitzung: daten['sitzung'] as unknown as Startdaten['sitzung'],
      remotes: daten['remotes'] as Startdaten['remotes'],
      manifeste: Object.fromEntries(
        Object.entries(manifeste).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    };
  } catch {
    return null;
  }
}
