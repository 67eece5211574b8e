import { Navigate, type RouteObject } from '@lernstapel/ui';
import { LOGIN_PATH } from '@lernstapel/api-client';
import { AdminArea } from '../admin-area/AdminArea';
import { HtmlErrorPage } from '../html-error/HtmlErrorPage';
import { LoginPage } from '../login/LoginPage';
import { REMOTE_PAGE_ROUTES } from '../remote-pages/remote-page-routes';
import { StartRoute } from '../login/StartRoute';
import { HomeRedirect } from '../session/HomeRedirect';
import { RequireSession } from '../session/RequireSession';
import { HTML_ERROR_PATH, StartCheck } from '../session/StartCheck';
import { UserArea } from '../user-area/UserArea';

const userArea = <RequireSession area="user">{(user) => <UserArea user={user} />}</RequireSession>;

/** The shell's routes (01 §2). Static paths rank above the start route /{code}. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <StartCheck />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: '/user', element: userArea },
      { path: '/user/:from', element: userArea },
      { path: '/admin', element: <RequireSession area="admin">{() => <AdminArea />}</RequireSession> },
      ...REMOTE_PAGE_ROUTES,
      { path: `${HTML_ERROR_PATH}/:errno`, element: <HtmlErrorPage /> },
      { path: '/:code', element: <StartRoute /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
