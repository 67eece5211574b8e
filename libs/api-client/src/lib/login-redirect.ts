import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const LOGIN_PATH = '/login';
/** POST /api/benutzer/check: a 401 there is a wrong code, shown on the form, not a lost session. */
export const LOGIN_ENDPOINT_URL = 'benutzer/check';
/** POST /api/benutzer/gespeichert: a 401 there means the saved login is gone; the page shows the normal login. */
export const SAVED_LOGIN_ENDPOINT_URL = 'benutzer/gespeichert';
/** POST /api/schulkonto/verknuepfen (issue 28): a 401 there is a wrong code at the link step, shown on its form. */
export const SCHULKONTO_VERKNUEPFEN_URL = 'schulkonto/verknuepfen';

/** How the browser is sent to the login page; an object so tests can watch it. */
export const loginNavigation = {
  currentPath: (): string => window.location.pathname,
  goToLogin: (): void => window.location.assign(LOGIN_PATH),
  /** Issue 28: the school's provider's logout, which sends the browser back to /login. */
  goToProviderLogout: (adresse: string): void => window.location.assign(adresse),
};

function requestUrl(args: string | FetchArgs): string {
  return (typeof args === 'string' ? args : args.url).replace(/^\//, '');
}

/** 01 §4: a 401 from the API sends the user to /login, unless they are there already or it is a login call itself. */
export function shouldGoToLogin(
  status: FetchBaseQueryError['status'],
  args: string | FetchArgs,
  currentPath: string,
): boolean {
  if (status !== 401) return false;
  if (currentPath === LOGIN_PATH) return false;
  const url = requestUrl(args);
  return [LOGIN_ENDPOINT_URL, SAVED_LOGIN_ENDPOINT_URL, SCHULKONTO_VERKNUEPFEN_URL].every(
    (endpoint) => !url.startsWith(endpoint),
  );
}

export function withLoginRedirect(
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (result.error && shouldGoToLogin(result.error.status, args, loginNavigation.currentPath())) {
      loginNavigation.goToLogin();
    }
    return result;
  };
}
