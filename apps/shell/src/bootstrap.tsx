import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@lernstapel/ui';
import {
  createAppStore,
  LOGIN_PATH,
  selectSessionUser,
  sessionApi,
  setupListeners,
} from '@lernstapel/api-client';
import { App } from './app/App';
import { loadLoginPage, PortalRoutes } from './app/app-routes';
import { registerRemotesAtBoot } from './federation/remote-loader';
import { hatGespeicherteAnmeldung } from './login/saved-login';
import { registerServiceWorkerAfterLoad } from './pwa/start-service-worker';
import { fruehesSitzung } from './session/sitzung-frueh';

// Runs in parallel with the first render: the shell never waits for (or fails with) a remote.
void registerRemotesAtBoot();
// Issue 27: a page load elsewhere than /login starts on what its page needs (app/vorladen.ts), from a
// chunk of its own: the login page loads nothing more.
if (window.location.pathname !== LOGIN_PATH) {
  import('./app/vorladen')
    .then(({ ladeSeiteVor }) => ladeSeiteVor(window.location.pathname))
    .catch((error: unknown) => console.error('Preloading the page failed; it loads on demand.', error));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

/** A prerendered page (login.html) is inert until React has taken it over: no click gets lost. */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => root.removeAttribute('inert'), []);
  return children;
}

const store = createAppStore();
// refetchOnFocus of the session check (01 §4: another user's session → /login).
setupListeners(store.dispatch);
const app = (
  <Interactive>
    <App store={store}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </App>
  </Interactive>
);
/**
 * Issue 27: the session main.ts asked for early (session/sitzung-frueh.ts) goes into the API client's
 * cache before the first render, so the page renders for its user at once instead of asking again.
 * Until then the page shows index.html's loading state, as it would while the session is asked for.
 */
async function fruehSitzungUebernehmen(): Promise<void> {
  const session = await fruehesSitzung();
  if (session) await store.dispatch(sessionApi.util.upsertQueryData('authSession', undefined, session));
}

// login.html (issue 15 §2) shows /login without a saved login, as rendered at build time: React takes
// that markup over as it is, once the login page's own chunk is there (issue 27: the pages after a login
// do not load it). With a saved login the page differs (its name is still being asked for), and React
// renders it anew, as it does over index.html's loading state at every other address (issue 27).
async function render(): Promise<void> {
  const atLogin = window.location.pathname === LOGIN_PATH;
  if (atLogin)
    await loadLoginPage().catch((error: unknown) => console.error('The login page failed to load.', error));
  // Issue 27: as a transition, React renders (or hydrates) the page in slices and lets the browser handle
  // input between them, instead of one task of a few hundred milliseconds on a slow phone; the loading
  // state of index.html, or login.html's inert markup, stays on the screen until then.
  if (root.hasChildNodes() && atLogin && !hatGespeicherteAnmeldung()) {
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
void fruehSitzungUebernehmen()
  .catch((error: unknown) => console.error('The early session could not be taken over.', error))
  .finally(() => void render());

// Issue 27: only a production build has the service worker (/sw.js); after the first render.
if (process.env.NODE_ENV === 'production') {
  registerServiceWorkerAfterLoad(() => selectSessionUser(store.getState()) !== null);
}
