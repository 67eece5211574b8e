/** Renders a remote's exposed page in jsdom the way the shell does, with a fake API behind window.fetch. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionUser } from '@lernstapel/contracts';
import { createAppStore } from '@lernstapel/api-client';
import { LernstapelProvider } from '@lernstapel/ui';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers by API path without /api: 'METHOD /path' (e.g. 'POST /schulen') wins over a plain '/path',
 * which answers every method.
 */
export type ApiRoutes = Record<string, ApiAnswer>;

/** One request the page sent: method, path without /api and the body (parsed if JSON, else its text; undefined if none). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

const NOT_FOUND: ApiAnswer = {
  status: 404,
  body: { statusCode: 404, error: 'x', message: 'nicht gefunden' },
};

function installFakeFetch(routes: ApiRoutes, record: (call: ApiCall) => void): void {
  window.fetch = jest.fn(async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/api/, '');
    // Recorded before the body is read, so a test sees the request as soon as fetch was called.
    const call: ApiCall = { method: input.method, path, body: undefined };
    record(call);
    const text = await input.text();
    const json = (input.headers.get('content-type') ?? '').includes('json');
    if (text) call.body = json ? (JSON.parse(text) as unknown) : text;
    const answer = routes[`${input.method} ${path}`] ?? routes[path] ?? NOT_FOUND;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

/** Answers window.fetch from `routes`; unknown paths get 404. Returns the requested paths. */
export function fakeApi(routes: ApiRoutes): string[] {
  const requested: string[] = [];
  installFakeFetch(routes, (call) => requested.push(call.path));
  return requested;
}

/** Like fakeApi, but returns every call with its method and JSON body, for pages that send data. */
export function fakeApiCalls(routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  installFakeFetch(routes, (call) => calls.push(call));
  return calls;
}

export interface PageRoute {
  /** The shell's route pattern, e.g. '/editunterrichtsmodul/*'. */
  path: string;
  /** The address the test opens, e.g. '/editunterrichtsmodul/5/user'. */
  url: string;
  /** The history state the address is opened with (what a page hands to the next one). */
  state?: unknown;
}

/**
 * The exposed page as the shell renders it: inside the one store, the UI kit and the portal's
 * router, mounted at `route.path`. Every other address shows a placeholder, so a test can follow a
 * link or a redirect through `router.state.location`; `store` shows which requests were started.
 */
export function renderPage(page: ReactElement, route: PageRoute = { path: '/', url: '/' }) {
  const router = createMemoryRouter(
    [
      { path: route.path, element: page },
      { path: '*', element: <p data-testid="other-page" /> },
    ],
    { initialEntries: [route.state === undefined ? route.url : { pathname: route.url, state: route.state }] },
  );
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <LernstapelProvider>
        <RouterProvider router={router} />
      </LernstapelProvider>
    </Provider>,
  );
  return { ...view, router, store };
}

export const TEACHER: SessionUser = {
  id: 2,
  benutzername: 'lehrer',
  namevoll: 'Lea Lehrerin',
  kuerzel: 'LL',
  email: null,
  schule_id: 1,
  klassen_code: 'K1',
  ist_main_admin: false,
  ist_schueler: false,
  kann_lehrpersonen_bearbeiten: false,
  kann_schuldaten_bearbeiten: false,
  kann_stapel_veroeffentlichen: true,
  lizenz_jahr: 2026,
  land: 'CH',
};

export const SESSION = { status: 200, body: { userID: TEACHER.id, user: TEACHER } };
