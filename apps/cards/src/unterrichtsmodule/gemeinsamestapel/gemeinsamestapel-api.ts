import type {
  GemeinsamerStapelBeendenRequest,
  GemeinsamerStapelRequest,
  StapelAktionResponse,
  TeamStapelItem,
  TeamStapelResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §4 team editing: the stacks of other owners the user edits with them; on and off for own stacks. */
export const gemeinsamestapelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamStapel: build.query<TeamStapelItem[], number>({
      query: (userId) => `unterrichtsmodule/gemeinsamestapel/${userId}`,
      transformResponse: (response: TeamStapelResponse) => response.gemeinsameStapel,
      providesTags: ['Unterrichtsmodul'],
    }),
    teamBearbeitungStarten: build.mutation<StapelAktionResponse, GemeinsamerStapelRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/gemeinsamerstapel', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
    teamBearbeitungBeenden: build.mutation<StapelAktionResponse, GemeinsamerStapelBeendenRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/gemeinsamerstapel/beenden', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetTeamStapelQuery, useTeamBearbeitungStartenMutation, useTeamBearbeitungBeendenMutation } =
  gemeinsamestapelApi;
