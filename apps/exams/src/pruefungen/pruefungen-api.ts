import type {
  AbgabeRequest,
  Karte,
  KorrekturSpeichernRequest,
  PruefungDetail,
  PruefungListItem,
  PruefungsAntwort,
  PruefungsFrage,
  PruefungSpeichernRequest,
  PruefungsteileSpeichernRequest,
  PruefungsteilLehrperson,
  SchuelerAntworten,
  SchuelerInPruefungZeile,
  StapelListItem,
  StapelListResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 02 §9: the overview (GET schuelerinpruefungen) is polled every 30 s while the push channel is down (issue 13). */
export const UEBERBLICK_POLLING_MS = 30_000;

const pruefungTag = (id: number) => [{ type: 'Pruefung' as const, id }];

/** Exams: the class list (01 §7), the exam screen and its calls (02 §7, issue 12). */
export const pruefungenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPruefungen: build.query<PruefungListItem[], string>({
      query: (klassenCode) => `pruefungen/${encodeURIComponent(klassenCode)}`,
      providesTags: ['Pruefung'],
    }),
    getPruefung: build.query<PruefungDetail, number>({
      query: (id) => `pruefungen/id/${id}`,
      providesTags: (_result, _error, id) => pruefungTag(id),
    }),
    createPruefung: build.mutation<PruefungDetail, void>({
      query: () => ({ url: 'pruefungen', method: 'POST' }),
      invalidatesTags: ['Pruefung'],
    }),
    deletePruefung: build.mutation<void, number>({
      query: (id) => ({ url: 'pruefungen/delete', method: 'POST', body: { id } }),
      invalidatesTags: ['Pruefung'],
    }),
    savePruefung: build.mutation<PruefungDetail, { id: number; body: PruefungSpeichernRequest }>({
      query: ({ id, body }) => ({ url: `pruefungen/id/${id}`, method: 'POST', body }),
      invalidatesTags: ['Pruefung'],
    }),
    freigeben: build.mutation<PruefungDetail, { id: number; freigegeben: boolean }>({
      query: ({ id, freigegeben }) => ({
        url: `pruefungen/freigeben/${id}`,
        method: 'POST',
        body: { freigegeben },
      }),
      invalidatesTags: ['Pruefung'],
    }),
    getTeile: build.query<PruefungsteilLehrperson[], number>({
      query: (id) => `pruefungen/pruefungsteile/${id}`,
      providesTags: (_result, _error, id) => pruefungTag(id),
    }),
    getFragen: build.query<PruefungsFrage[], number>({
      query: (id) => `pruefungen/pruefungsteile/${id}`,
      providesTags: (_result, _error, id) => pruefungTag(id),
    }),
    saveTeile: build.mutation<
      PruefungsteilLehrperson[],
      { id: number; body: PruefungsteileSpeichernRequest }
    >({
      query: ({ id, body }) => ({ url: `pruefungen/pruefungsteile/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => pruefungTag(id),
    }),
    getEigeneStapel: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
    }),
    getStapelKarten: build.query<Karte[], number>({
      query: (stapelId) => `unterrichtsmodulteile/${stapelId}`,
    }),
    starten: build.mutation<SchuelerInPruefungZeile, number>({
      query: (id) => ({ url: `pruefungen/start/${id}`, method: 'POST' }),
      // The list too: it shows the pupil's own status (issue 23).
      invalidatesTags: (_result, _error, id) => [...pruefungTag(id), 'Pruefung'],
    }),
    getSchuelerInPruefungen: build.query<SchuelerInPruefungZeile[], number>({
      query: (id) => `pruefungen/schuelerinpruefungen/${id}`,
      providesTags: (_result, _error, id) => pruefungTag(id),
    }),
    getSchuelerAntworten: build.query<SchuelerAntworten, { id: number; schuelerId: number }>({
      query: ({ id, schuelerId }) => `pruefungen/schuelerinpruefungsteilen/${id}/${schuelerId}`,
      providesTags: (_result, _error, { id }) => pruefungTag(id),
    }),
    /** Autosave: no cache update, the form holds the typed answer (issue 12). */
    saveAntwort: build.mutation<void, { id: number; antwort: PruefungsAntwort }>({
      query: ({ id, antwort }) => ({
        url: `pruefungen/schuelerinpruefungsteilen/${id}`,
        method: 'PUT',
        body: antwort,
      }),
    }),
    abgeben: build.mutation<SchuelerInPruefungZeile, AbgabeRequest>({
      query: (body) => ({ url: 'pruefungen/schuelerinpruefungsteilen', method: 'POST', body }),
      invalidatesTags: (_result, _error, { pruefung_id }) => [...pruefungTag(pruefung_id), 'Pruefung'],
    }),
    korrigieren: build.mutation<
      SchuelerAntworten,
      { id: number; schuelerId: number; body: KorrekturSpeichernRequest }
    >({
      query: ({ id, schuelerId, body }) => ({
        url: `pruefungen/korrektur/${id}/${schuelerId}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => pruefungTag(id),
    }),
  }),
});

export const {
  useGetPruefungenQuery,
  useGetPruefungQuery,
  useCreatePruefungMutation,
  useDeletePruefungMutation,
  useSavePruefungMutation,
  useFreigebenMutation,
  useGetTeileQuery,
  useGetFragenQuery,
  useSaveTeileMutation,
  useGetEigeneStapelQuery,
  useGetStapelKartenQuery,
  useStartenMutation,
  useGetSchuelerInPruefungenQuery,
  useGetSchuelerAntwortenQuery,
  useSaveAntwortMutation,
  useAbgebenMutation,
  useKorrigierenMutation,
} = pruefungenApi;
