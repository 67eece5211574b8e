// Run at build time in Node (libs/webpack-federation prerender.cjs), never bundled.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LOGIN_PATH, createAppStore } from '@lernstapel/api-client';
import { App } from '../src/app/App';
import { loadLoginPage, PortalRoutes } from '../src/app/app-routes';

/**
 * /login as the browser's first render shows it (the whole shell: store, UI kit, routes), before any
 * answer of the API: no saved login, no server version yet.
 */
export async function renderLoginPage(): Promise<string> {
  await loadLoginPage();
  return renderToString(
    <App store={createAppStore()}>
      <MemoryRouter initialEntries={[LOGIN_PATH]}>
        <PortalRoutes />
      </MemoryRouter>
    </App>,
  );
}
