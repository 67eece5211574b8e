import { Provider } from '@lernstapel/api-client';
import type { AppStore } from '@lernstapel/api-client';
import { LernstapelProvider, RouterProvider, type RouterProviderProps } from '@lernstapel/ui';

export interface AppProps {
  store: AppStore;
  /** createBrowserRouter in the browser, createMemoryRouter in tests. */
  router: RouterProviderProps['router'];
}

/** The portal: the one store, the design system and the router; remotes render inside all three. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <LernstapelProvider>
        <RouterProvider router={router} />
      </LernstapelProvider>
    </Provider>
  );
}
