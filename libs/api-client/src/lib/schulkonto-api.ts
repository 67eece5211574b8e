import type {
  LoginResponse,
  SchulkontoAbmeldung,
  SchulkontoSchule,
  SchulkontoVerknuepfenRequest,
} from '@lernstapel/contracts';
import { baseApi } from './base-api';
import { SCHULKONTO_VERKNUEPFEN_URL } from './login-redirect';
import { sessionApi } from './session-api';

/** The browser's way to the school's identity provider: the API answers with a redirect (issue 28). */
export function schulkontoStartUrl(kuerzel: string): string {
  return `/api/schulkonto/start?schule=${encodeURIComponent(kuerzel)}`;
}

/** Issue 28 'Mit Schulkonto anmelden' on the login page: the school of a short code and the link step. */
export const schulkontoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchulkontoSchule: build.query<SchulkontoSchule, string>({
      query: (kuerzel) => `schulkonto/schulen/${encodeURIComponent(kuerzel)}`,
    }),
    schulkontoVerknuepfen: build.mutation<LoginResponse, SchulkontoVerknuepfenRequest>({
      query: (body) => ({ url: SCHULKONTO_VERKNUEPFEN_URL, method: 'POST', body }),
      // The link step signs in: the new session is known without another GET /api/session.
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const outcome = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // a refused code: the form shows the mutation's error
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
      },
    }),
    /** Before 'Abmelden' ends the session: the provider's logout address of a school-account session. */
    schulkontoAbmelden: build.mutation<SchulkontoAbmeldung, void>({
      query: () => ({ url: 'schulkonto/abmelden', method: 'POST' }),
    }),
  }),
});

export const {
  useLazyGetSchulkontoSchuleQuery,
  useGetSchulkontoSchuleQuery,
  useSchulkontoVerknuepfenMutation,
  useSchulkontoAbmeldenMutation,
} = schulkontoApi;
