import type { SchulkontoAnbieter, SchulkontoAnbieterSpeichern } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Issue 28: a school's identity provider (GET/PUT/DELETE /api/schulkonto/anbieter/{schuleId}); never its secret. */
const anbieterLesenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchulkontoAnbieter: build.query<SchulkontoAnbieter | null, number>({
      query: (schuleId) => `schulkonto/anbieter/${schuleId}`,
    }),
  }),
});

export const schulkontoAnbieterApi = anbieterLesenApi.injectEndpoints({
  endpoints: (build) => ({
    speichernSchulkontoAnbieter: build.mutation<
      SchulkontoAnbieter,
      SchulkontoAnbieterSpeichern & { schuleId: number }
    >({
      query: ({ schuleId, ...body }) => ({ url: `schulkonto/anbieter/${schuleId}`, method: 'PUT', body }),
      onQueryStarted: async ({ schuleId }, { dispatch, queryFulfilled }) => {
        const gespeichert = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the dialog shows the refusal from the mutation's error
        );
        if (gespeichert)
          void dispatch(
            anbieterLesenApi.util.upsertQueryData('getSchulkontoAnbieter', schuleId, gespeichert),
          );
      },
    }),
    entfernenSchulkontoAnbieter: build.mutation<void, number>({
      query: (schuleId) => ({ url: `schulkonto/anbieter/${schuleId}`, method: 'DELETE' }),
      onQueryStarted: async (schuleId, { dispatch, queryFulfilled }) => {
        const entfernt = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (entfernt)
          void dispatch(anbieterLesenApi.util.upsertQueryData('getSchulkontoAnbieter', schuleId, null));
      },
    }),
  }),
});

export const {
  useGetSchulkontoAnbieterQuery,
  useSpeichernSchulkontoAnbieterMutation,
  useEntfernenSchulkontoAnbieterMutation,
} = schulkontoAnbieterApi;
