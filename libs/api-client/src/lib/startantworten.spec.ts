import { STARTDATEN_ID } from '@lernstapel/contracts';

const HELLO = { ok: true };

/** A fresh page load whose HTML carries `antworten`. */
function seiteMit(antworten: Record<string, unknown>): typeof import('./startantworten') {
  document.head.innerHTML = `<script id="${STARTDATEN_ID}" type="application/json">${JSON.stringify({
    antworten,
  })}</script>`;
  let modul: typeof import('./startantworten') | undefined;
  jest.isolateModules(() => {
    modul = jest.requireActual<typeof import('./startantworten')>('./startantworten');
  });
  if (!modul) throw new Error('not loaded');
  return modul;
}

describe('API reads the page answered in its HTML (issue 27)', () => {
  const network = new Response('{"vom":"netz"}', { status: 200 });
  beforeEach(() => {
    window.fetch = jest.fn(() => Promise.resolve(network.clone()));
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers a GET of the page once from the page; the next read of it goes to the network', async () => {
    const { fetchMitStartantworten } = seiteMit({ '/api/hello': HELLO });
    const first = await fetchMitStartantworten(new Request('http://localhost/api/hello'));
    expect(await first.json()).toEqual(HELLO);
    expect(window.fetch).not.toHaveBeenCalled();
    const second = await fetchMitStartantworten(new Request('http://localhost/api/hello'));
    expect(await second.json()).toEqual({ vom: 'netz' });
  });

  it.each([
    ['a write', new Request('http://localhost/api/hello', { method: 'POST', body: '{}' })],
    ['another address', new Request('http://localhost/api/hello/server')],
    ['another query', new Request('http://localhost/api/hello?x=1')],
    ['another origin', new Request('http://example.org/api/hello')],
  ])('sends %s to the network', async (_fall, request) => {
    const { fetchMitStartantworten } = seiteMit({ '/api/hello': HELLO });
    await fetchMitStartantworten(request);
    expect(window.fetch).toHaveBeenCalledWith(request, undefined);
  });

  it('takes no answer later than the first seconds of the page load', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(10_001);
    const { fetchMitStartantworten } = seiteMit({ '/api/hello': HELLO });
    expect(await (await fetchMitStartantworten(new Request('http://localhost/api/hello'))).json()).toEqual({
      vom: 'netz',
    });
  });

  it('a page without answers reads everything from the network', async () => {
    document.head.innerHTML = '';
    let modul: typeof import('./startantworten') | undefined;
    jest.isolateModules(() => {
      modul = jest.requireActual<typeof import('./startantworten')>('./startantworten');
    });
    await modul?.fetchMitStartantworten(new Request('http://localhost/api/hello'));
    expect(window.fetch).toHaveBeenCalledTimes(1);
  });
});
