import type {
  GlobaleModuleResponse,
  StapelDetail,
  StapelListItem,
  StapelListResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/**
 * 01 §4 background refresh: the lists of the cards remote (own stacks with their cards to correct,
 * the mailbox, the team stacks and the hand-ins) are fetched again every 30 s while the window has the
 * focus (RTK Query polling; no server push yet). The feature folders briefkasten/, team-stapel/ and
 * stapelablage/ pass this same option.
 */
export const BACKGROUND_REFRESH = { pollingInterval: 30_000, skipPollingIfUnfocused: true } as const;

/** Stacks: the user's own list, one stack, the global library (01 §7, 02 §7). */
export const unterrichtsmoduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEigeneUnterrichtsmodule: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
      providesTags: ['Unterrichtsmodul'],
    }),
    getUnterrichtsmodul: build.query<StapelDetail, number>({
      query: (id) => `unterrichtsmodule/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Unterrichtsmodul', id }],
    }),
    getGlobaleModule: build.query<GlobaleModuleResponse, void>({
      query: () => 'unterrichtsmodule/globalemodule',
      providesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetEigeneUnterrichtsmoduleQuery, useGetUnterrichtsmodulQuery, useGetGlobaleModuleQuery } =
  unterrichtsmoduleApi;
