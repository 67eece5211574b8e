import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { renderLoginPage } from '../../scripts/render-login-page';
import { App } from '../app/App';
import { PortalRoutes } from '../app/app-routes';
import { fakeFetch } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

/** Issue 15 §2: login.html carries /login rendered at build time; the app takes it over unchanged. */
describe('prerendered login page', () => {
  it('holds the first screen of /login', async () => {
    const root = document.createElement('div');
    root.innerHTML = await renderLoginPage();
    expect(root.querySelector('h1')?.textContent).toBe(t('allgemein.produktname'));
    expect(root.textContent).toContain(t('landing.einleitung'));
    const buttons = Array.from(root.querySelectorAll('button'), (button) => button.textContent);
    expect(buttons).toEqual(expect.arrayContaining([t('login.anmelden'), t('login.neuRegistrieren')]));
  });

  it('is hydrated as it is: no mismatch, the same elements stay', async () => {
    fakeFetch((_method, path) =>
      path === '/hello/server' ? { status: 200, body: { version: '2.0.0' } } : { status: 200, body: {} },
    );
    const container = document.createElement('div');
    // The login page's own chunk is loaded by then, as bootstrap.tsx loads it before hydrating.
    container.innerHTML = await renderLoginPage();
    document.body.append(container);
    const paragraph = Array.from(container.querySelectorAll('p')).find(
      (element) => element.textContent === t('landing.einleitung'),
    );
    const mismatches: unknown[] = [];
    // As the browser takes it over (bootstrap.tsx): at /login, with the browser's router, as a transition.
    window.history.pushState({}, '', '/login');
    await act(async () => {
      const app = (
        <App store={createAppStore()}>
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
        </App>
      );
      startTransition(
        () => void hydrateRoot(container, app, { onRecoverableError: (error) => mismatches.push(error) }),
      );
    });
    expect(mismatches).toEqual([]);
    expect(paragraph?.isConnected).toBe(true);
    container.remove();
  });
});
