import { fetchRemotesMap } from './remotes-map';
import { remotesMapFruehAnfragen } from './remotes-map-frueh';

const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

/** Issue 27: main.ts asks for /remotes.json before the bootstrap runs; the first reader takes that answer. */
describe('remotes map asked for early', () => {
  beforeEach(() => {
    window.fetch = jest.fn() as unknown as typeof fetch;
  });

  it('is fetched once, without the HTTP cache, and read by the first call only', async () => {
    jest
      .mocked(window.fetch)
      .mockReturnValueOnce(answer({ cards: '/remotes/cards/mf-manifest.json' }))
      .mockReturnValueOnce(answer({ cards: '/remotes/cards-2/mf-manifest.json' }));
    remotesMapFruehAnfragen();
    expect(window.fetch).toHaveBeenCalledWith('/remotes.json', {
      cache: 'no-store',
      credentials: 'same-origin',
    });

    expect((await fetchRemotesMap()).map).toEqual({ cards: '/remotes/cards/mf-manifest.json' });
    expect(window.fetch).toHaveBeenCalledTimes(1);
    // A later reader (the session's map, a retry) asks anew.
    expect((await fetchRemotesMap()).map).toEqual({ cards: '/remotes/cards-2/mf-manifest.json' });
    expect(window.fetch).toHaveBeenCalledTimes(2);
  });

  it('hands a failed early answer to its reader', async () => {
    jest.mocked(window.fetch).mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    remotesMapFruehAnfragen();
    await expect(fetchRemotesMap()).rejects.toThrow('Failed to fetch');
  });
});
