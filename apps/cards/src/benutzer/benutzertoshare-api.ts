import type { BenutzerToShare, BenutzerToShareResponse } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §7: the people of the own school a stack can be shared with, handed in to or edited with. */
export const benutzertoshareApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBenutzerToShare: build.query<BenutzerToShare[], void>({
      query: () => 'benutzer/benutzertoshare',
      transformResponse: (response: BenutzerToShareResponse) => response.benutzertoshare,
    }),
  }),
});

export const { useGetBenutzerToShareQuery } = benutzertoshareApi;
