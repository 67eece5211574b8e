import type { PruefungDetail, PruefungListItem } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/**
 * 01 §4 background refresh: the list of exams is fetched again every 30 s while the window has the
 * focus (RTK Query polling; no server push yet), as the cards remote does for its lists.
 */
export const BACKGROUND_REFRESH = { pollingInterval: 30_000, skipPollingIfUnfocused: true } as const;

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
