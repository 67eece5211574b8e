import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionUser } from '@lernstapel/contracts';
import { TEACHER } from '@lernstapel/testing';
import { createAppStore } from '@lernstapel/api-client';
import { App } from '../app/App';
import { APP_ROUTES } from '../app/app-routes';

export type ApiAnswer = { status: number; body?: unknown };
export type FakeApi = (method: string, path: string, body: unknown) => ApiAnswer | Promise<ApiAnswer>;

/** Answers window.fetch from `api` (path without /api) and records each call. */
export function fakeFetch(api: FakeApi): jest.Mock {
  const mock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const answer = await api(
      input.method,
      url.pathname.replace(/^\/api/, ''),
      text ? JSON.parse(text) : undefined,
    );
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  window.fetch = mock as unknown as typeof fetch;
  return mock;
}

/**
 * The whole shell (real routes, store and UI kit) on a memory router. The test's router is React
 * Router's data router, whose state and navigate() the tests read; the portal matches the same
 * APP_ROUTES with BrowserRouter (bootstrap.tsx).
 */
export function renderApp(initialPath: string) {
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [initialPath] });
  const store = createAppStore();
  render(
    <App store={store}>
      <RouterProvider router={router} />
    </App>,
  );
  return { router, store };
}

export { TEACHER };

export const MAIN_ADMIN: SessionUser = { ...TEACHER, id: 1, namevoll: 'Hans Haupt', ist_main_admin: true };
