import type { WettbewerbListItem } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The races the user takes part in (01 §7: GET /api/wettbewerbe/benutzer/{id}). */
export const wettbewerbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWettbewerbe: build.query<WettbewerbListItem[], number>({
      query: (userId) => `wettbewerbe/benutzer/${userId}`,
      providesTags: ['Wettbewerb'],
    }),
  }),
});

export const { useGetWettbewerbeQuery } = wettbewerbeApi;
