import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Every user, for the main administrator's 'Benutzer' tab (01 §7: GET /api/benutzer/alle). */
const benutzerListeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlleBenutzer: build.query<BenutzerAdminZeile[], void>({
      query: () => 'benutzer/alle',
    }),
  }),
});

/** Issue 29: a deletion request (Art. 17) of a person without a school; the answer is the new list. */
export const benutzerApi = benutzerListeApi.injectEndpoints({
  endpoints: (build) => ({
    loeschenEinzelperson: build.mutation<BenutzerAdminZeile[], number>({
      query: (id) => ({ url: `benutzer/einzelperson/${id}`, method: 'DELETE' }),
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        const liste = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (liste) void dispatch(benutzerListeApi.util.upsertQueryData('getAlleBenutzer', undefined, liste));
      },
    }),
  }),
});

export const { useGetAlleBenutzerQuery, useLoeschenEinzelpersonMutation } = benutzerApi;
