import type { SchuelerGruppe, SchuelerGruppeSpeichernRequest } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The class's pupil groups (01 §7: GET /api/schuelergruppen/{klassen_code}). */
const schuelergruppenListeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGruppen: build.query<SchuelerGruppe[], string>({
      query: (klassenCode) => `schuelergruppen/${encodeURIComponent(klassenCode)}`,
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof schuelergruppenListeApi.util.upsertQueryData>) => unknown;

/** Save and delete answer the class's groups: they replace the cached list. */
async function replaceGruppenOnSuccess(
  klassenCode: string,
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: SchuelerGruppe[] }>,
): Promise<void> {
  // A failed call is shown by the dialog from the mutation's own error state.
  const list = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (list) dispatch(schuelergruppenListeApi.util.upsertQueryData('getGruppen', klassenCode, list));
}

export const schuelergruppenApi = schuelergruppenListeApi.injectEndpoints({
  endpoints: (build) => ({
    speichernGruppe: build.mutation<SchuelerGruppe[], SchuelerGruppeSpeichernRequest>({
      query: (body) => ({ url: 'schuelergruppen', method: 'POST', body }),
      onQueryStarted: ({ klassen_code }, { dispatch, queryFulfilled }) =>
        replaceGruppenOnSuccess(klassen_code, dispatch, queryFulfilled),
    }),
    loeschenGruppe: build.mutation<SchuelerGruppe[], { id: number; klassenCode: string }>({
      query: ({ id }) => ({ url: 'schuelergruppen/delete', method: 'POST', body: { id } }),
      onQueryStarted: ({ klassenCode }, { dispatch, queryFulfilled }) =>
        replaceGruppenOnSuccess(klassenCode, dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetGruppenQuery, useSpeichernGruppeMutation, useLoeschenGruppeMutation } =
  schuelergruppenApi;
