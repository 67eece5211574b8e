import type { WettbewerbDetail, WettbewerbListItem } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Races: the ones the user takes part in (01 §7) and one race's screen data (02 §7). */
export const wettbewerbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWettbewerbe: build.query<WettbewerbListItem[], number>({
      query: (userId) => `wettbewerbe/benutzer/${userId}`,
      providesTags: ['Wettbewerb'],
    }),
    getWettbewerb: build.query<WettbewerbDetail, number>({
      query: (id) => `wettbewerbe/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Wettbewerb', id }],
    }),
  }),
});

export const { useGetWettbewerbeQuery, useGetWettbewerbQuery } = wettbewerbeApi;
