import type { Karte } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The cards of one stack (02 §7: GET /api/unterrichtsmodulteile/{unterrichtsmodulid}). */
export const unterrichtsmodulteileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKarten: build.query<Karte[], number>({
      query: (unterrichtsmodulId) => `unterrichtsmodulteile/${unterrichtsmodulId}`,
      providesTags: (_result, _error, unterrichtsmodulId) => [
        { type: 'Unterrichtsmodul', id: unterrichtsmodulId },
      ],
    }),
  }),
});

export const { useGetKartenQuery } = unterrichtsmodulteileApi;
