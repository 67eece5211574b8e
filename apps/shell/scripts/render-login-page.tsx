// Run at build time in Node (libs/webpack-federation prerender.cjs), never bundled.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { LOGIN_PATH, createAppStore } from '@lernstapel/api-client';
import { App } from '../src/app/App';
import { APP_ROUTES } from '../src/app/app-routes';

/**
 * /login as the browser's first render shows it (the whole shell: store, UI kit, routes), before any
 * answer of the API: no saved login, no server version yet.
 */
export function renderLoginPage(): string {
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [LOGIN_PATH] });
  return renderToString(<App store={createAppStore()} router={router} />);
}
