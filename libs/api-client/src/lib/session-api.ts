import type { LoginRequest, LoginResponse, SessionResponse } from '@lernstapel/contracts';
import { baseApi } from './base-api';
import { LOGIN_ENDPOINT_URL } from './login-redirect';

/** Login by code, the session check and logout (01 §4, DEVIATIONS 2–3). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => 'session',
      providesTags: ['Session'],
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: LOGIN_ENDPOINT_URL, method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // The new session is known without another GET /api/session.
        const outcome = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // a refused login: the caller shows the error from the mutation result
        );
        if (outcome) {
          dispatch(
            sessionApi.util.upsertQueryEntries([
              {
                endpointName: 'getSession',
                arg: undefined,
                value: { userID: outcome.user.id, user: outcome.user },
              },
            ]),
          );
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'session', method: 'DELETE' }),
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLogoutMutation } = sessionApi;
