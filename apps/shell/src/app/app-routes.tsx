import { lazy, Suspense, type ReactNode } from 'react';
import { chunk, lazyPart, LoadingState, Navigate, useRoutes, type RouteObject } from '@lernstapel/ui';
import { LOGIN_PATH } from '@lernstapel/api-client';
import { loadLandingTexts } from '@lernstapel/texts';
import { HtmlErrorPage } from '../html-error/HtmlErrorPage';
import { REMOTE_PAGE_ROUTES } from '../remote-pages/remote-page-routes';
import { StartRoute } from '../login/StartRoute';
import { HomeRedirect } from '../session/HomeRedirect';
import { RequireSession } from '../session/RequireSession';
import { HTML_ERROR_PATH, StartCheck } from '../session/StartCheck';
import { loadLoggedInParts } from './logged-in-parts';

// Issue 27: the login page (its dialogs, validators, registration and texts) is a chunk of its own: the pages after a
// login do not load it. A page load at /login loads it before its first render (bootstrap.tsx), as does the
// build's prerender of login.html; a client-side way to /login shows it once loaded.
const loginPage = chunk(() =>
  Promise.all([import('../login/LoginPage'), loadLandingTexts()]).then(([module]) => module),
);
const LoginPage = lazyPart(loginPage, (module) => module.LoginPage);

export function loadLoginPage(): Promise<unknown> {
  return loginPage.load();
}

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
