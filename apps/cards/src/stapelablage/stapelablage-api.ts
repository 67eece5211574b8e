import type { StapelablageItem, StapelablageResponse } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §4 hand-ins (stapelablage) the session user is a party of, newest first; 'Fertig' is not listed. */
export const stapelablageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStapelablage: build.query<StapelablageItem[], number>({
      query: (userId) => `stapelablage/${userId}`,
      transformResponse: (response: StapelablageResponse) => response.stapelablage,
      providesTags: ['Stapelablage'],
    }),
  }),
});

export const { useGetStapelablageQuery } = stapelablageApi;
