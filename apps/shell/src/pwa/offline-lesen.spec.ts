import { offlineLesenAuffrischen } from './offline-lesen';

describe('the reads kept for opening offline (issue 27)', () => {
  const fetchSpy = jest.fn(() => Promise.resolve(new Response('{}')));

  beforeEach(() => {
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
  });

  const gelesen = () => fetchSpy.mock.calls.map((call: unknown[]) => call[0]);

  it.each([
    [true, ['/api/hello', '/api/session']],
    // Nobody logged in (/login): the session would answer 401, an error in the browser's console.
    [false, ['/api/hello']],
  ])('logged in %s: reads %j through the service worker', (angemeldet, pfade) => {
    offlineLesenAuffrischen(angemeldet);
    expect(gelesen()).toEqual(pfade);
  });

  it('reads nothing while no service worker controls the page', () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    offlineLesenAuffrischen(true);
    expect(gelesen()).toEqual([]);
  });
});
