import type { PruefungListItem } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The exams of the user's class (01 §7: GET /api/pruefungen/{klassen_code}). */
export const pruefungenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPruefungen: build.query<PruefungListItem[], string>({
      query: (klassenCode) => `pruefungen/${encodeURIComponent(klassenCode)}`,
      providesTags: ['Pruefung'],
    }),
  }),
});

export const { useGetPruefungenQuery } = pruefungenApi;
