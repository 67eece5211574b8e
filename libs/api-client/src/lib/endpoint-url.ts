import type { FetchArgs } from '@reduxjs/toolkit/query';

/** A generated endpoint's request (its `query`): the path and query parameters it builds from its argument. */
export type EndpointQuery<Arg> = (arg: Arg) => string | FetchArgs;

/**
 * The address of a generated endpoint's request, for a link the browser follows itself (a PDF or file
 * download opened in a tab): the same path and parameters the endpoint would fetch, under `baseUrl`.
 * Parameters left undefined are left out, as fetchBaseQuery does.
 */
export function endpointUrl<Arg>(baseUrl: string, query: EndpointQuery<Arg>, arg: Arg): string {
  const anfrage = query(arg);
  const { url, params } = typeof anfrage === 'string' ? { url: anfrage, params: undefined } : anfrage;
  const suche = new URLSearchParams();
  for (const [name, wert] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (wert !== undefined) suche.set(name, String(wert));
  }
  const text = suche.toString();
  return `${baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}${text ? `?${text}` : ''}`;
}
