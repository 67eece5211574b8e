import type { PruefungDetail, PruefungListItem } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Exams: the user's class list (01 §7) and one exam's header data (02 §7). */
export const pruefungenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPruefungen: build.query<PruefungListItem[], string>({
      query: (klassenCode) => `pruefungen/${encodeURIComponent(klassenCode)}`,
      providesTags: ['Pruefung'],
    }),
    getPruefung: build.query<PruefungDetail, number>({
      query: (id) => `pruefungen/id/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Pruefung', id }],
    }),
  }),
});

export const { useGetPruefungenQuery, useGetPruefungQuery } = pruefungenApi;
