import type { StapelAktionResponse, TeilenRequest } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §7 POST /api/unterrichtsmodule/teilen: into the mailboxes of the chosen people and groups. */
export const teilenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    teilenStapel: build.mutation<StapelAktionResponse, TeilenRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/teilen', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul', 'Briefkasten'],
    }),
  }),
});

export const { useTeilenStapelMutation } = teilenApi;
