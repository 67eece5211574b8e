import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@lernstapel/ui';
import { createAppStore, setupListeners } from '@lernstapel/api-client';
import { App } from './app/App';
import { APP_ROUTES } from './app/app-routes';
import { registerRemotesAtBoot } from './federation/remote-loader';

// Runs in parallel with the first render: the shell never waits for (or fails with) a remote.
void registerRemotesAtBoot();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const store = createAppStore();
// refetchOnFocus of the session check (01 §4: another user's session → /login).
setupListeners(store.dispatch);
createRoot(container).render(<App store={store} router={createBrowserRouter(APP_ROUTES)} />);
