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

type PatchDispatch = (action: ReturnType<typeof klasseListeApi.util.updateQueryData>) => unknown;

/** Answers that name one pupil's new value (code, upload permission) patch that row of the cached class. */
async function patchSchuelerOnSuccess<T>(
  klassenCode: string,
  id: number,
  dispatch: PatchDispatch,
  queryFulfilled: Promise<{ data: T }>,
  patch: (schueler: KlassenListe[number], answer: T) => void,
): Promise<void> {
  const answer = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (answer === null) return;
  dispatch(
    klasseListeApi.util.updateQueryData('getKlasse', klassenCode, (draft) => {
      const schueler = draft.find((zeile) => zeile.id === id);
      if (schueler) patch(schueler, answer);
    }),
  );
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
      onQueryStarted: ({ klassenCode, id }, { dispatch, queryFulfilled }) =>
        patchSchuelerOnSuccess(klassenCode, id, dispatch, queryFulfilled, (schueler, answer) => {
          schueler.anmeldecode = answer.anmeldecode;
        }),
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
      onQueryStarted: ({ klassenCode, id }, { dispatch, queryFulfilled }) =>
        patchSchuelerOnSuccess(klassenCode, id, dispatch, queryFulfilled, (schueler, answer) => {
          schueler.upload_erlaubt_bis = answer.erlaubt_bis;
        }),
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
