import type {
  BriefkastenEntfernenRequest,
  GeteilterStapelItem,
  GeteilteStapelResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The mailbox (Briefkasten, 01 §2): stacks shared with the session user, newest first. */
export const briefkastenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBriefkasten: build.query<GeteilterStapelItem[], number>({
      query: (userId) => `unterrichtsmodule/allegeteiltemodulefuerbenutzer/${userId}`,
      transformResponse: (response: GeteilteStapelResponse) => response.allegeteilteFuerBenutzer,
      providesTags: ['Briefkasten'],
    }),
    /** Removes one own mailbox entry (the share row); the stack stays with its owner. */
    entfernenAusBriefkasten: build.mutation<GeteilteStapelResponse, BriefkastenEntfernenRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/briefkasten/entfernen', method: 'POST', body }),
      invalidatesTags: ['Briefkasten'],
    }),
  }),
});

export const { useGetBriefkastenQuery, useEntfernenAusBriefkastenMutation } = briefkastenApi;
