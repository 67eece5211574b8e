import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState, Navigate, useRoutes, type RouteObject } from '@lernstapel/ui';
import { LOGIN_PATH } from '@lernstapel/api-client';
import { HtmlErrorPage } from '../html-error/HtmlErrorPage';
import { LoginPage } from '../login/LoginPage';
import { REMOTE_PAGE_ROUTES } from '../remote-pages/remote-page-routes';
import { StartRoute } from '../login/StartRoute';
import { HomeRedirect } from '../session/HomeRedirect';
import { RequireSession } from '../session/RequireSession';
import { HTML_ERROR_PATH, StartCheck } from '../session/StartCheck';
import { loadLoggedInParts } from './logged-in-parts';

// The logged-in areas load on demand, with their texts and frame: the login page carries none (issue 15 §2).
const UserArea = lazy(() =>
  Promise.all([import('../user-area/UserArea'), loadLoggedInParts()]).then(([module]) => ({
    default: module.UserArea,
  })),
);
const AdminArea = lazy(() =>
  Promise.all([import('../admin-area/AdminArea'), loadLoggedInParts()]).then(([module]) => ({
    default: module.AdminArea,
  })),
);

const loading = (area: ReactNode) => <Suspense fallback={<LoadingState />}>{area}</Suspense>;

const userArea = <RequireSession area="user">{(user) => loading(<UserArea user={user} />)}</RequireSession>;

/** The shell's routes (01 §2). Static paths rank above the start route /{code}. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <StartCheck />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: '/user', element: userArea },
      { path: '/user/:from', element: userArea },
      // 02 §2 /user/{action}/{unterrichtsmodulid}/{from}: the page of {from}; the cards remote carries out the action.
      { path: '/user/:action/:id/:from', element: userArea },
      {
        path: '/admin',
        element: <RequireSession area="admin">{() => loading(<AdminArea />)}</RequireSession>,
      },
      ...REMOTE_PAGE_ROUTES,
      { path: `${HTML_ERROR_PATH}/:errno`, element: <HtmlErrorPage /> },
      { path: '/:code', element: <StartRoute /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The portal's pages at the router's address (inside BrowserRouter, or a memory router at build time). */
export function PortalRoutes() {
  return useRoutes(APP_ROUTES);
}
