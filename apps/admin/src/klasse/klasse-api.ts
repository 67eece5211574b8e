import type {
  KlassenListe,
  MeldungResponse,
  NeuerAnmeldecodeResponse,
  SchuelerAktionRequest,
  SchuelerSpeichernRequest,
  SchuelerSperrenRequest,
  UploaderlaubnisResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The pupils of the teacher's class (01 §7: GET /api/benutzer/klasse/{klassen_code}). */
const klasseListeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKlasse: build.query<KlassenListe, string>({
      query: (klassenCode) => `benutzer/klasse/${encodeURIComponent(klassenCode)}`,
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof klasseListeApi.util.upsertQueryData>) => unknown;

/** Changes answer the whole class (01 §7): it replaces the cached list, no second request needed. */
async function replaceKlasseOnSuccess(
  klassenCode: string,
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: KlassenListe }>,
): Promise<void> {
  // A failed call is shown from the mutation's own error state; nothing to cache then.
  const list = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (list) dispatch(klasseListeApi.util.upsertQueryData('getKlasse', klassenCode, list));
}

/** The request plus the class whose cached list the answer replaces. */
type MitKlasse<T> = T & { klassenCode: string };

export const klasseApi = klasseListeApi.injectEndpoints({
  endpoints: (build) => ({
    speichernSchueler: build.mutation<KlassenListe, MitKlasse<SchuelerSpeichernRequest>>({
      query: ({ klassenCode: _klasse, ...body }) => ({ url: 'benutzer/neuerschueler', method: 'POST', body }),
      onQueryStarted: ({ klassenCode }, { dispatch, queryFulfilled }) =>
        replaceKlasseOnSuccess(klassenCode, dispatch, queryFulfilled),
    }),
    sperrenSchueler: build.mutation<KlassenListe, MitKlasse<SchuelerSperrenRequest>>({
      query: ({ klassenCode: _klasse, ...body }) => ({ url: 'benutzer/sperren', method: 'POST', body }),
      onQueryStarted: ({ klassenCode }, { dispatch, queryFulfilled }) =>
        replaceKlasseOnSuccess(klassenCode, dispatch, queryFulfilled),
    }),
    entfernenSchueler: build.mutation<KlassenListe, MitKlasse<SchuelerAktionRequest>>({
      query: ({ klassenCode: _klasse, ...body }) => ({
        url: 'benutzer/removeschueler',
        method: 'POST',
        body,
      }),
      onQueryStarted: ({ klassenCode }, { dispatch, queryFulfilled }) =>
        replaceKlasseOnSuccess(klassenCode, dispatch, queryFulfilled),
    }),
    neuerAnmeldecode: build.mutation<NeuerAnmeldecodeResponse, MitKlasse<SchuelerAktionRequest>>({
      query: ({ klassenCode: _klasse, ...body }) => ({
        url: 'benutzer/neueranmeldecode',
        method: 'POST',
        body,
      }),
      // The answer holds only the new code: patch it into the cached row.
      onQueryStarted: async ({ klassenCode, id }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!answer) return;
        dispatch(
          klasseListeApi.util.updateQueryData('getKlasse', klassenCode, (draft) => {
            const schueler = draft.find((zeile) => zeile.id === id);
            if (schueler) schueler.anmeldecode = answer.anmeldecode;
          }),
        );
      },
    }),
    anmeldecodeSenden: build.mutation<MeldungResponse, SchuelerAktionRequest>({
      query: (body) => ({ url: 'benutzer/anmeldecodesenden', method: 'POST', body }),
    }),
    uploaderlaubnis: build.mutation<UploaderlaubnisResponse, MitKlasse<SchuelerAktionRequest>>({
      query: ({ klassenCode: _klasse, ...body }) => ({
        url: 'benutzer/uploaderlaubnis',
        method: 'POST',
        body,
      }),
      onQueryStarted: async ({ klassenCode, id }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!answer) return;
        dispatch(
          klasseListeApi.util.updateQueryData('getKlasse', klassenCode, (draft) => {
            const schueler = draft.find((zeile) => zeile.id === id);
            if (schueler) schueler.upload_erlaubt_bis = answer.erlaubt_bis;
          }),
        );
      },
    }),
  }),
});

export const {
  useGetKlasseQuery,
  useSpeichernSchuelerMutation,
  useSperrenSchuelerMutation,
  useEntfernenSchuelerMutation,
  useNeuerAnmeldecodeMutation,
  useAnmeldecodeSendenMutation,
  useUploaderlaubnisMutation,
} = klasseApi;
