import type { ReactNode } from 'react';
import { Provider } from '@lernstapel/api-client';
import type { AppStore } from '@lernstapel/api-client';
import { LernstapelProvider } from '@lernstapel/ui';

export interface AppProps {
  store: AppStore;
  /** The router with the portal's routes: BrowserRouter in the browser, a memory router at build time and in tests. */
  children: ReactNode;
}

/** The portal: the one store, the design system and the router; remotes render inside all three. */
export function App({ store, children }: AppProps) {
  return (
    <Provider store={store}>
      <LernstapelProvider>{children}</LernstapelProvider>
    </Provider>
  );
}
