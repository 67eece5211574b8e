import type { UnknownAction } from '@reduxjs/toolkit';
import {
  sessionApi as generated,
  type GespeichertGeloeschtResponse,
  type LoginResponse,
} from '../generated/session';

/** DELETE /api/benutzer/gespeichert answers the German confirmation. */
export type SavedLoginDeletedResponse = GespeichertGeloeschtResponse;

interface LoginLifecycle {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: Pick<LoginResponse, 'user'> }>;
}

/** A sign-in's answer is the new session: known without another GET /api/session. */
export async function storeSession({ dispatch, queryFulfilled }: LoginLifecycle): Promise<void> {
  const outcome = await queryFulfilled.then(
    ({ data }) => data,
    () => null, // a refused login: the caller shows the error from the mutation result
  );
  if (!outcome) return;
  dispatch(
    generated.util.upsertQueryEntries([
      {
        endpointName: 'authSession',
        arg: undefined,
        value: { userID: outcome.user.id, user: outcome.user },
      },
    ]),
  );
}

/**
 * Login by code or by the saved login, the session check and logout (01 §4, DEVIATIONS 2–3), generated
 * from the API's OpenAPI document. Only the session check carries a tag ('Session', which the push
 * channel and the shell invalidate); a login stores its session itself, so nothing else refetches.
 */
export const sessionApi = generated.enhanceEndpoints({
  endpoints: {
    authSession: { providesTags: ['Session'] },
    authLogin: {
      invalidatesTags: [],
      onQueryStarted: (_request, lifecycle) => storeSession(lifecycle),
    },
    /** 'Anmelden als {name}': the httpOnly remember cookie becomes a session (401: it is gone). */
    savedLoginLogin: {
      invalidatesTags: [],
      onQueryStarted: (_request, lifecycle) => storeSession(lifecycle),
    },
    /** Issue 29 §3: the first name for 'Anmelden als {name}', read by the API from its httpOnly cookie. */
    savedLoginName: { providesTags: [], keepUnusedDataFor: 0 },
    /** 01 §4, §8: deletes the saved login of this browser ('Die Anmeldecookies … wurden gelöscht'). */
    savedLoginForget: { invalidatesTags: [] },
    authLogout: { invalidatesTags: [] },
  },
});

export const {
  useAuthSessionQuery: useGetSessionQuery,
  useSavedLoginNameQuery: useGetGespeicherterNameQuery,
  useAuthLoginMutation: useLoginMutation,
  useSavedLoginLoginMutation: useLoginSavedMutation,
  useSavedLoginForgetMutation: useDeleteSavedLoginMutation,
  useAuthLogoutMutation: useLogoutMutation,
} = sessionApi;
