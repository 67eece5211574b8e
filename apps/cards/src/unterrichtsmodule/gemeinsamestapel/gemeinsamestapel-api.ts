import type { TeamStapelItem, TeamStapelResponse } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §4 team editing: stacks of other owners the session user edits with them, sorted by title. */
export const gemeinsamestapelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamStapel: build.query<TeamStapelItem[], number>({
      query: (userId) => `unterrichtsmodule/gemeinsamestapel/${userId}`,
      transformResponse: (response: TeamStapelResponse) => response.gemeinsameStapel,
      providesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetTeamStapelQuery } = gemeinsamestapelApi;
