/** Renders a remote's exposed page in jsdom the way the shell does, with a fake API behind window.fetch. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionUser } from '@lernstapel/contracts';
import { createAppStore } from '@lernstapel/api-client';
import { LernstapelProvider } from '@lernstapel/ui';

export type ApiRoutes = Record<string, { status: number; body: unknown }>;

/** Answers window.fetch by API path (without /api); unknown paths get 404. Returns the requested paths. */
export function fakeApi(routes: ApiRoutes): string[] {
  const requested: string[] = [];
  window.fetch = jest.fn(async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/api/, '');
    requested.push(path);
    const answer = routes[path] ?? {
      status: 404,
      body: { statusCode: 404, error: 'x', message: 'nicht gefunden' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return requested;
}

export interface PageRoute {
  /** The shell's route pattern, e.g. '/editunterrichtsmodul/*'. */
  path: string;
  /** The address the test opens, e.g. '/editunterrichtsmodul/5/user'. */
  url: string;
}

/**
 * The exposed page as the shell renders it: inside the one store, the UI kit and the portal's
 * router, mounted at `route.path`. Every other address shows a placeholder, so a test can follow a
 * link or a redirect through `router.state.location`.
 */
export function renderPage(page: ReactElement, route: PageRoute = { path: '/', url: '/' }) {
  const router = createMemoryRouter(
    [
      { path: route.path, element: page },
      { path: '*', element: <p data-testid="other-page" /> },
    ],
    { initialEntries: [route.url] },
  );
  const view = render(
    <Provider store={createAppStore()}>
      <LernstapelProvider>
        <RouterProvider router={router} />
      </LernstapelProvider>
    </Provider>,
  );
  return { ...view, router };
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
