import { type RouteObject } from '@lernstapel/ui';
import { REMOTE_PAGES } from '@lernstapel/contracts';
import { RemotePageRoute } from './RemotePageRoute';

/** `/<segment>/*` for every remote-owned page; static segments rank above the start route /{code}. */
export const REMOTE_PAGE_ROUTES: RouteObject[] = REMOTE_PAGES.map((page) => ({
  path: `/${page.segment}/*`,
  element: <RemotePageRoute page={page} />,
}));
