import type { UnknownAction } from '@reduxjs/toolkit';
import type {
  GespeicherterNameResponse,
  LoginRequest,
  LoginResponse,
  SessionResponse,
} from '@lernstapel/contracts';
import { baseApi } from './base-api';
import { LOGIN_ENDPOINT_URL, SAVED_LOGIN_ENDPOINT_URL } from './login-redirect';

/** DELETE /api/benutzer/gespeichert answers the German confirmation. */
export interface SavedLoginDeletedResponse {
  message: string;
}

interface LoginLifecycle {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: LoginResponse }>;
}

/** Login by code or by the saved login, the session check and logout (01 §4, DEVIATIONS 2–3). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // The new session is known without another GET /api/session.
    const storeSession = async ({ dispatch, queryFulfilled }: LoginLifecycle): Promise<void> => {
      const outcome = await queryFulfilled.then(
        ({ data }) => data,
        () => null, // a refused login: the caller shows the error from the mutation result
      );
      if (!outcome) return;
      dispatch(
        sessionApi.util.upsertQueryEntries([
          {
            endpointName: 'getSession',
            arg: undefined,
            value: { userID: outcome.user.id, user: outcome.user },
          },
        ]),
      );
    };
    return {
      getSession: build.query<SessionResponse, void>({
        query: () => 'session',
        providesTags: ['Session'],
      }),
      login: build.mutation<LoginResponse, LoginRequest>({
        query: (body) => ({ url: LOGIN_ENDPOINT_URL, method: 'POST', body }),
        onQueryStarted: (_request, lifecycle) => storeSession(lifecycle),
      }),
      /** 'Anmelden als {name}': the httpOnly remember cookie becomes a session (401: it is gone). */
      loginSaved: build.mutation<LoginResponse, void>({
        query: () => ({ url: SAVED_LOGIN_ENDPOINT_URL, method: 'POST' }),
        onQueryStarted: (_request, lifecycle) => storeSession(lifecycle),
      }),
      /** Issue 29 §3: the first name for 'Anmelden als {name}', read by the API from its httpOnly cookie. */
      getGespeicherterName: build.query<GespeicherterNameResponse, void>({
        query: () => `${SAVED_LOGIN_ENDPOINT_URL}/name`,
        keepUnusedDataFor: 0,
      }),
      /** 01 §4, §8: deletes the saved login of this browser ('Die Anmeldecookies … wurden gelöscht'). */
      deleteSavedLogin: build.mutation<SavedLoginDeletedResponse, void>({
        query: () => ({ url: SAVED_LOGIN_ENDPOINT_URL, method: 'DELETE' }),
      }),
      logout: build.mutation<void, void>({
        query: () => ({ url: 'session', method: 'DELETE' }),
      }),
    };
  },
});

export const {
  useGetSessionQuery,
  useGetGespeicherterNameQuery,
  useLoginMutation,
  useLoginSavedMutation,
  useDeleteSavedLoginMutation,
  useLogoutMutation,
} = sessionApi;
