import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, Provider } from '@lernstapel/api-client';
import { LernstapelProvider, Container, BrowserRouter } from '@lernstapel/ui';

/**
 * Development only (nx serve <remote>): a remote's exposed pages alone against the API, with their own
 * store and router, at the paths the shell mounts them. Log in on the portal first; the session cookie
 * is shared by every localhost port. `pages` chooses the page by the address.
 */
export function renderDevRemote(pages: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <Provider store={createAppStore()}>
      <LernstapelProvider>
        <BrowserRouter>
          <Container size="lg" py="md">
            {pages}
          </Container>
        </BrowserRouter>
      </LernstapelProvider>
    </Provider>,
  );
}
