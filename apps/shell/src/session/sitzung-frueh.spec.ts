import type { SessionResponse } from '@lernstapel/contracts';
import { fruehesSitzung, sitzungFruehAnfragen } from './sitzung-frueh';

const SESSION = { user: { id: 4 } } as unknown as SessionResponse;

function antwort(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

describe('the session asked for before the bootstrap runs (issue 27)', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    void fruehesSitzung();
  });

  it('keeps a session answer, once', async () => {
    global.fetch = jest.fn(() => Promise.resolve(antwort(200, SESSION)));
    sitzungFruehAnfragen('/user');
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ credentials: 'include' }),
    );
    await expect(fruehesSitzung()).resolves.toEqual(SESSION);
    expect(fruehesSitzung()).toBeUndefined();
  });

  it.each([
    ['a 401', () => Promise.resolve(antwort(401, { message: 'x' }))],
    ['a 503', () => Promise.resolve(antwort(503, {}))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves %s to the API client (null)', async (_case, answer) => {
    global.fetch = jest.fn(answer);
    sitzungFruehAnfragen('/user/aufgaben');
    await expect(fruehesSitzung()).resolves.toBeNull();
  });

  it('asks nothing at the login page', () => {
    global.fetch = jest.fn();
    sitzungFruehAnfragen('/login');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(fruehesSitzung()).toBeUndefined();
  });
});
