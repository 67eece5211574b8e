import type {
  EigeneSchuleSpeichernRequest,
  LehrpersonenListe,
  LehrpersonenResponse,
  LehrpersonSpeichernRequest,
  LizenzBestellenRequest,
  LizenzFuerNeueSchuleRequest,
  MeldungResponse,
  SchulDaten,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The teachers of the own school (01 §7: GET /api/benutzer/schule/{schule_id}) and its data. */
const verwaltungLesenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLehrpersonen: build.query<LehrpersonenListe, number>({
      query: (schuleId) => `benutzer/schule/${schuleId}`,
    }),
    getEigeneSchule: build.query<SchulDaten, void>({
      query: () => 'schulen/eigene',
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof verwaltungLesenApi.util.upsertQueryData>) => unknown;

/** Save and delete answer the new teacher list: it replaces the cached one, no second request needed. */
async function replaceLehrpersonenOnSuccess(
  schuleId: number,
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: LehrpersonenResponse }>,
): Promise<void> {
  // A failed call is shown by the dialog from the mutation's own error state; nothing to cache then.
  const answer = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (answer)
    dispatch(verwaltungLesenApi.util.upsertQueryData('getLehrpersonen', schuleId, answer.lehrpersonen));
}

/** The request plus the school whose cached teacher list the answer replaces. */
type MitSchule<T> = T & { schuleId: number };

export interface LizenzBestellung {
  schuleId: number;
  jahr: number;
}

/** The licence order of an individual person: the request plus the year ordered. */
export type LizenzFuerNeueSchule = LizenzFuerNeueSchuleRequest & { jahr: number };

/**
 * Teachers (POST /api/benutzer, POST /api/benutzer/delete/{id} per DEVIATIONS 5), the own school's
 * data (PUT /api/schulen/eigene) and the licence order (POST /api/schulen/lizenzbestellen/{schuleId}/{year};
 * for an individual person POST /api/schulen/lizenzbestellen/neueschule/{year}, which creates the school).
 */
export const verwaltungApi = verwaltungLesenApi.injectEndpoints({
  endpoints: (build) => ({
    speichernLehrperson: build.mutation<LehrpersonenResponse, MitSchule<LehrpersonSpeichernRequest>>({
      query: ({ schuleId: _schule, ...body }) => ({ url: 'benutzer', method: 'POST', body }),
      onQueryStarted: ({ schuleId }, { dispatch, queryFulfilled }) =>
        replaceLehrpersonenOnSuccess(schuleId, dispatch, queryFulfilled),
      // Editing oneself changes the session user (name, flags) shown everywhere. Only after a save:
      // an array would also refetch the session after a refused one (RTK invalidates on errors too).
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    loeschenLehrperson: build.mutation<LehrpersonenResponse, MitSchule<{ id: number }>>({
      query: ({ id }) => ({ url: `benutzer/delete/${id}`, method: 'POST' }),
      onQueryStarted: ({ schuleId }, { dispatch, queryFulfilled }) =>
        replaceLehrpersonenOnSuccess(schuleId, dispatch, queryFulfilled),
    }),
    speichernEigeneSchule: build.mutation<SchulDaten, EigeneSchuleSpeichernRequest>({
      query: (body) => ({ url: 'schulen/eigene', method: 'PUT', body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const schule = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (schule)
          void dispatch(verwaltungLesenApi.util.upsertQueryData('getEigeneSchule', undefined, schule));
      },
    }),
    lizenzBestellen: build.mutation<MeldungResponse, LizenzBestellung>({
      query: ({ schuleId, jahr }) => {
        const body: LizenzBestellenRequest = { bedingungen_akzeptiert: true };
        return { url: `schulen/lizenzbestellen/${schuleId}/${jahr}`, method: 'POST', body };
      },
    }),
    lizenzFuerNeueSchuleBestellen: build.mutation<MeldungResponse, LizenzFuerNeueSchule>({
      query: ({ jahr, ...body }) => ({
        url: `schulen/lizenzbestellen/neueschule/${jahr}`,
        method: 'POST',
        body,
      }),
      // The person now belongs to the school with both flags: the session user changes (01 §6).
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
  }),
});

export const {
  useGetLehrpersonenQuery,
  useGetEigeneSchuleQuery,
  useSpeichernLehrpersonMutation,
  useLoeschenLehrpersonMutation,
  useSpeichernEigeneSchuleMutation,
  useLizenzBestellenMutation,
  useLizenzFuerNeueSchuleBestellenMutation,
} = verwaltungApi;
