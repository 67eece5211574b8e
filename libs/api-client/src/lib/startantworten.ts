import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { STARTDATEN_ID } from '@lernstapel/contracts';

/** An answer brought by the page is taken only this long after the page load began. */
const GUELTIG_MS = 10_000;

let antworten: Map<string, unknown> | undefined;

/** The page's answers (the portal's data block, apps/shell app/startdaten.ts), read once. */
function startantworten(): Map<string, unknown> {
  if (antworten) return antworten;
  antworten = new Map();
  try {
    const daten: unknown = JSON.parse(document.getElementById(STARTDATEN_ID)?.textContent || 'null');
    const mitgebracht = (daten as { antworten?: unknown } | null)?.antworten;
    if (typeof mitgebracht === 'object' && mitgebracht !== null) {
      antworten = new Map(Object.entries(mitgebracht));
    }
  } catch {
    // Unreadable: every read goes to the network, as without the block.
  }
  return antworten;
}

/**
 * The address a GET of the API client asks for, as the portal keys the page's answers (path and query):
 * fetchBaseQuery's URL (`baseUrl` joined with the argument's url, its params as URLSearchParams)
 * resolved against the page. Null for anything but a plain JSON GET.
 */
function adresse(baseUrl: string, args: string | FetchArgs): string | null {
  const { url, method = 'GET', params, responseHandler } = typeof args === 'string' ? { url: args } : args;
  if (method.toUpperCase() !== 'GET' || (responseHandler !== undefined && responseHandler !== 'json')) {
    return null;
  }
  const query = params
    ? new URLSearchParams(
        Object.entries(params as Record<string, unknown>).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)]],
        ),
      ).toString()
    : '';
  const pfad = `${baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
  const ziel = new URL(
    query ? `${pfad}${pfad.includes('?') ? '&' : '?'}${query}` : pfad,
    window.location.href,
  );
  return ziel.origin === window.location.origin ? `${ziel.pathname}${ziel.search}` : null;
}

/**
 * Issue 27 (fast on a phone): a GET the page's HTML already answered (the portal puts the answers of a
 * signed-in page's first reads there) is answered from the page, once and only in the first seconds of
 * the page load; everything else, and any later read of the same address, goes to `baseQuery`. The
 * answer is handed over as it is: going through fetch (a Request, a Response, its text parsed again)
 * cost 40–50 ms per page on a slow phone.
 */
export function withStartantworten(
  baseUrl: string,
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return (args, api, extraOptions) => {
    if (typeof document !== 'undefined' && performance.now() < GUELTIG_MS) {
      const mitgebracht = startantworten();
      const schluessel = mitgebracht.size > 0 ? adresse(baseUrl, args) : null;
      if (schluessel !== null && mitgebracht.has(schluessel)) {
        const data = mitgebracht.get(schluessel);
        mitgebracht.delete(schluessel);
        // The answer arrives in a task of its own, as a fetched one does: handled at once, it would
        // lengthen the task that asked (the page's first render) on a slow phone.
        return new Promise((resolve) => setTimeout(() => resolve({ data }), 0));
      }
    }
    return baseQuery(args, api, extraOptions);
  };
}
