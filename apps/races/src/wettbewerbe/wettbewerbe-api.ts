import type {
  StapelListItem,
  StapelListResponse,
  WettbewerbAntwort,
  WettbewerbAntwortErgebnis,
  WettbewerbDetail,
  WettbewerbErstellen,
  WettbewerbFrage,
  WettbewerbListItem,
  WettbewerbStand,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

export interface Einladbar {
  id: number;
  benutzername: string;
}

/** The shared state of a race into the cached race screen (the viewer's own fields stay). */
export function mitStand(detail: WettbewerbDetail, stand: WettbewerbStand, userId?: number): void {
  Object.assign(detail.wettbewerb, {
    ist_gestartet: stand.ist_gestartet,
    beendet: stand.beendet,
    sieger_benutzer_id: stand.sieger_benutzer_id,
    sieger_benutzername: stand.sieger_benutzername,
    anzahl_fragen: stand.anzahl_fragen,
    anzahl_fragen_beantwortet: stand.anzahl_fragen_beantwortet,
    anzahl_teilnehmer: stand.teilnehmer.length,
  });
  const eigene = stand.teilnehmer.find((person) => person.benutzer_id === userId);
  if (eigene) detail.wettbewerb.einladung_angenommen = eigene.einladung_angenommen;
  detail.schuelerImWettbewerbs = stand.teilnehmer;
}

const frageTag = (id: number) => [{ type: 'Wettbewerb' as const, id: `frage-${id}` }];

/** Races (01 §4, §7; 02 §2, §4): lists, the race screen, and playing it on the server. */
export const wettbewerbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWettbewerbe: build.query<WettbewerbListItem[], number>({
      query: (userId) => `wettbewerbe/benutzer/${userId}`,
      providesTags: ['Wettbewerb'],
    }),
    getWettbewerb: build.query<WettbewerbDetail, number>({
      query: (id) => `wettbewerbe/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Wettbewerb', id }],
    }),
    getEinladbar: build.query<Einladbar[], void>({ query: () => 'wettbewerbe/einladbar' }),
    /** The own stacks a race can be made of (the list of 'Meine Flashcards'). */
    getRennStapel: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
      providesTags: ['Unterrichtsmodul'],
    }),
    getFrage: build.query<WettbewerbFrage, number>({
      query: (id) => `wettbewerbe/${id}/frage`,
      providesTags: (_result, _error, id) => frageTag(id),
    }),
    erstellen: build.mutation<{ id: number }, WettbewerbErstellen>({
      query: (body) => ({ url: 'wettbewerbe', method: 'POST', body }),
      invalidatesTags: ['Wettbewerb'],
    }),
    aktion: build.mutation<
      WettbewerbStand | null,
      { id: number; aktion: 'annehmen' | 'starten' | 'beenden' | 'verlassen' }
    >({
      query: ({ id, aktion }) => ({ url: `wettbewerbe/${id}/${aktion}`, method: 'POST' }),
      invalidatesTags: ['Wettbewerb'],
    }),
    antworten: build.mutation<WettbewerbAntwortErgebnis, WettbewerbAntwort & { id: number }>({
      query: ({ id, ...body }) => ({ url: `wettbewerbe/${id}/antwort`, method: 'POST', body }),
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const ergebnis = await queryFulfilled.then(
          (response) => response.data,
          () => null, // a refused answer (another card, race decided) refetches below
        );
        if (!ergebnis) {
          dispatch(wettbewerbeApi.util.invalidateTags([{ type: 'Wettbewerb', id }, ...frageTag(id)]));
          return;
        }
        void dispatch(wettbewerbeApi.util.upsertQueryData('getFrage', id, ergebnis.frage));
        // The own jockey moves at once, also while the push channel is down.
        dispatch(
          wettbewerbeApi.util.updateQueryData('getWettbewerb', id, (draft) =>
            mitStand(draft, ergebnis.stand),
          ),
        );
      },
    }),
  }),
});

export const {
  useGetWettbewerbeQuery,
  useGetWettbewerbQuery,
  useGetEinladbarQuery,
  useGetRennStapelQuery,
  useGetFrageQuery,
  useErstellenMutation,
  useAktionMutation,
  useAntwortenMutation,
} = wettbewerbeApi;
