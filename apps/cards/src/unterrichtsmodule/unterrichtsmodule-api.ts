import type { StapelListItem, StapelListResponse } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The user's own stacks (01 §7: GET /api/unterrichtsmodule/{userId}). */
export const unterrichtsmoduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEigeneUnterrichtsmodule: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
      providesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetEigeneUnterrichtsmoduleQuery } = unterrichtsmoduleApi;
