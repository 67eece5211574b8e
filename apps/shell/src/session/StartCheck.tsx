import { Navigate, Outlet, useLocation } from '@lernstapel/ui';
import { httpStatusOf, useGetHelloQuery, usePushChannel } from '@lernstapel/api-client';

export const HTML_ERROR_PATH = '/htmlerror';

/**
 * 01 §7: GET /api/hello failing leads to the error page with the status (500 when none came back).
 * Above every page, so the push channel (issue 13) is opened here, once, while someone is logged in.
 */
export function StartCheck() {
  const { error } = useGetHelloQuery();
  usePushChannel();
  const { pathname } = useLocation();
  if (error && !pathname.startsWith(`${HTML_ERROR_PATH}/`)) {
    return <Navigate to={`${HTML_ERROR_PATH}/${httpStatusOf(error) ?? 500}`} replace />;
  }
  return <Outlet />;
}
