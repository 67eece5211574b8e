import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { STARTDATEN_ID } from '@lernstapel/contracts';

const HELLO = { ok: true };
const VOM_NETZ = { vom: 'netz' };
const API = {} as BaseQueryApi;

/** A fresh page load whose HTML carries `antworten` (none: no data block). */
function seiteMit(antworten?: Record<string, unknown>): typeof import('./startantworten') {
  document.head.innerHTML = antworten
    ? `<script id="${STARTDATEN_ID}" type="application/json">${JSON.stringify({ antworten })}</script>`
    : '';
  let modul: typeof import('./startantworten') | undefined;
  jest.isolateModules(() => {
    modul = jest.requireActual<typeof import('./startantworten')>('./startantworten');
  });
  if (!modul) throw new Error('not loaded');
  return modul;
}

/** The address fetchBaseQuery itself asks for with `args` (path and query), as the portal keys answers. */
async function adresseVonFetchBaseQuery(args: string | FetchArgs): Promise<string> {
  let gefragt = '';
  const fetchFn = (request: Request) => {
    const url = new URL(request.url);
    gefragt = `${url.pathname}${url.search}`;
    return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
  };
  await fetchBaseQuery({ baseUrl: '/api', fetchFn: fetchFn as typeof fetch })(args, API, {});
  return gefragt;
}

describe('API reads the page answered in its HTML (issue 27)', () => {
  const netz = jest.fn((_args: string | FetchArgs) => ({ data: VOM_NETZ }));

  afterEach(() => {
    jest.restoreAllMocks();
    netz.mockClear();
  });

  it('answers a GET of the page once from the page; the next read of it goes to the network', async () => {
    const query = seiteMit({ '/api/hello': HELLO }).withStartantworten('/api', netz);
    expect(await query('/hello', API, {})).toEqual({ data: HELLO });
    expect(netz).not.toHaveBeenCalled();
    expect(await query('/hello', API, {})).toEqual({ data: VOM_NETZ });
  });

  it.each<[string, string | FetchArgs]>([
    ['a path without its leading slash', 'hello'],
    ['a GET named as such', { url: '/hello', method: 'get' }],
    ['parameters, one of them undefined', { url: '/hello', params: { a: 1, b: undefined, c: 'x y' } }],
    ['a query in the url and parameters', { url: '/hello?z=2', params: { a: 'ä' } }],
  ])('finds the answer under the address fetchBaseQuery asks for: %s', async (_fall, args) => {
    const query = seiteMit({ [await adresseVonFetchBaseQuery(args)]: HELLO }).withStartantworten(
      '/api',
      netz,
    );
    expect(await query(args, API, {})).toEqual({ data: HELLO });
    expect(netz).not.toHaveBeenCalled();
  });

  it.each<[string, string | FetchArgs]>([
    ['a write', { url: '/hello', method: 'POST', body: {} }],
    ['another address', '/hello/server'],
    ['another query', { url: '/hello', params: { x: 1 } }],
    ['an answer read as text', { url: '/hello', responseHandler: 'text' }],
    ['another origin', 'http://example.org/api/hello'],
  ])('sends %s to the network', async (_fall, args) => {
    const query = seiteMit({ '/api/hello': HELLO }).withStartantworten('/api', netz);
    expect(await query(args, API, {})).toEqual({ data: VOM_NETZ });
    expect(netz).toHaveBeenCalledWith(args, API, {});
  });

  it('takes no answer later than the first seconds of the page load', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(10_001);
    const query = seiteMit({ '/api/hello': HELLO }).withStartantworten('/api', netz);
    expect(await query('/hello', API, {})).toEqual({ data: VOM_NETZ });
  });

  it('a page without answers reads everything from the network', async () => {
    const query = seiteMit().withStartantworten('/api', netz);
    expect(await query('/hello', API, {})).toEqual({ data: VOM_NETZ });
    expect(netz).toHaveBeenCalledTimes(1);
  });
});
