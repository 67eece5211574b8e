import type { Karte, KorrekturRequest, StapelAnsichtQuery } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

export interface KartenArgs extends StapelAnsichtQuery {
  unterrichtsmodulId: number;
}

/** The cards of one stack (02 §7: GET /api/unterrichtsmodulteile/{unterrichtsmodulid}) and their correction mark. */
export const unterrichtsmodulteileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKarten: build.query<Karte[], KartenArgs>({
      query: ({ unterrichtsmodulId, ansicht }) => ({
        url: `unterrichtsmodulteile/${unterrichtsmodulId}`,
        params: ansicht ? { ansicht } : {},
      }),
      providesTags: (_result, _error, { unterrichtsmodulId }) => [
        { type: 'Unterrichtsmodul', id: unterrichtsmodulId },
      ],
    }),
    /** 02 §2 'korrigieren' toggle and correction note of one card; answers the stack's cards. */
    setzeKorrektur: build.mutation<Karte[], KorrekturRequest & { unterrichtsmodulId: number }>({
      query: ({ unterrichtsmodulId: _stapel, ...body }) => ({
        url: 'unterrichtsmodulteile/korrektur',
        method: 'POST',
        body,
      }),
      // The stack's counts (cards to correct, the red hint) change with it.
      invalidatesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetKartenQuery, useSetzeKorrekturMutation } = unterrichtsmodulteileApi;
