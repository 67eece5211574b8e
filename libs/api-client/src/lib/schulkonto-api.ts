import { schulkontoApi as generatedSchulkontoApi } from '../generated/schulkonto';
import { storeSession } from './session-api';

/** The browser's way to the school's identity provider: the API answers with a redirect (issue 28). */
export function schulkontoStartUrl(kuerzel: string): string {
  return `/api/schulkonto/start?schule=${encodeURIComponent(kuerzel)}`;
}

/**
 * Issue 28 'Mit Schulkonto anmelden' on the login page: the school of a short code and the link step
 * (generated endpoints; the link step also stores the new session).
 */
export const schulkontoApi = generatedSchulkontoApi.enhanceEndpoints({
  endpoints: {
    schulkontoVerknuepfen: {
      // The link step signs in: the new session is known without another GET /api/session.
      onQueryStarted: (_request, lifecycle) => storeSession(lifecycle),
    },
  },
});

export const {
  useLazySchulkontoSchuleQuery: useLazyGetSchulkontoSchuleQuery,
  useSchulkontoSchuleQuery: useGetSchulkontoSchuleQuery,
  useSchulkontoVerknuepfenMutation,
  useSchulkontoAbmeldenMutation,
} = schulkontoApi;
