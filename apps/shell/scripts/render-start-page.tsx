// Run at build time in Node (libs/webpack-federation prerender.cjs), never bundled.
import { renderToString } from 'react-dom/server';
import { LernstapelProvider, LoadingState } from '@lernstapel/ui';

/**
 * Issue 27 (fast on a phone): index.html, which the portal serves for every address but /login, shows
 * at once what the app's first render shows there while the session is checked ('Am Laden...'), instead
 * of a blank page until the scripts have run. The app renders anew over it (bootstrap.tsx).
 */
export function renderStartPage(): string {
  return renderToString(
    <LernstapelProvider>
      <LoadingState />
    </LernstapelProvider>,
  );
}
