import type { SchuleSpeichernRequest, SchuleSummary } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The main administrator's school list (01 §7: GET /api/schulen). */
const schulenListeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchulen: build.query<SchuleSummary[], void>({
      query: () => 'schulen',
      providesTags: ['Schule'],
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof schulenListeApi.util.upsertQueryData>) => unknown;

/** Save and delete answer the new list: it replaces the cached one, no second request needed. */
async function replaceListOnSuccess(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: SchuleSummary[] }>,
): Promise<void> {
  // A failed call is shown by the dialog from the mutation's own error state; nothing to cache then.
  const list = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (list) dispatch(schulenListeApi.util.upsertQueryData('getSchulen', undefined, list));
}

/**
 * Save (POST /api/schulen: create without id, update with id) and delete (DEVIATIONS 5: POST
 * /api/schulen/delete/{id} instead of the spec's GET).
 */
export const schulenApi = schulenListeApi.injectEndpoints({
  endpoints: (build) => ({
    speichernSchule: build.mutation<SchuleSummary[], SchuleSpeichernRequest>({
      query: (schule) => ({ url: 'schulen', method: 'POST', body: schule }),
      onQueryStarted: (_schule, { dispatch, queryFulfilled }) =>
        replaceListOnSuccess(dispatch, queryFulfilled),
    }),
    loeschenSchule: build.mutation<SchuleSummary[], number>({
      query: (id) => ({ url: `schulen/delete/${id}`, method: 'POST' }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) => replaceListOnSuccess(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetSchulenQuery, useSpeichernSchuleMutation, useLoeschenSchuleMutation } = schulenApi;
