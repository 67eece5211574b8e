import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Every user, for the main administrator's 'Benutzer' tab (01 §7: GET /api/benutzer/alle). */
export const benutzerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlleBenutzer: build.query<BenutzerAdminZeile[], void>({
      query: () => 'benutzer/alle',
    }),
  }),
});

export const { useGetAlleBenutzerQuery } = benutzerApi;
