import type { StapelAktionResponse, StapelIdRequest, VeroeffentlichenRequest } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §4 publishing to the global library, and withdrawing. */
export const veroeffentlichenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    veroeffentlichenStapel: build.mutation<StapelAktionResponse, VeroeffentlichenRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/veroeffentlichen', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
    zuruecknehmenVeroeffentlichung: build.mutation<StapelAktionResponse, StapelIdRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/veroeffentlichen/zuruecknehmen', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useVeroeffentlichenStapelMutation, useZuruecknehmenVeroeffentlichungMutation } =
  veroeffentlichenApi;
