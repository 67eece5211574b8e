import type {
  EingabehilfeEintrag,
  Karte,
  KarteLoeschenRequest,
  KartenKopierenRequest,
  KartenKopierenResponse,
  KarteSpeichernRequest,
  KonjugationVorschlag,
  KonjugationVorschlagQuery,
  KorrekturRequest,
  StapelAnsichtQuery,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

export interface KartenArgs extends StapelAnsichtQuery {
  unterrichtsmodulId: number;
}

/** The cards of one stack (02 §7: GET /api/unterrichtsmodulteile/{unterrichtsmodulid}) and their correction mark. */
export const unterrichtsmodulteileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKarten: build.query<Karte[], KartenArgs>({
      query: ({ unterrichtsmodulId, ansicht }) => ({
        url: `unterrichtsmodulteile/${unterrichtsmodulId}`,
        params: ansicht ? { ansicht } : {},
      }),
      providesTags: (_result, _error, { unterrichtsmodulId }) => [
        { type: 'Unterrichtsmodul', id: unterrichtsmodulId },
      ],
    }),
    /** 02 §2 'korrigieren' toggle and correction note of one card; answers the stack's cards. */
    setzeKorrektur: build.mutation<Karte[], KorrekturRequest & { unterrichtsmodulId: number }>({
      query: ({ unterrichtsmodulId: _stapel, ...body }) => ({
        url: 'unterrichtsmodulteile/korrektur',
        method: 'POST',
        body,
      }),
      // The toggle moves at once; a refused change (licence, team rule) is undone.
      onQueryStarted: async (
        { unterrichtsmodulId, id, korrekturmarkierung, notizen },
        { dispatch, queryFulfilled },
      ) => {
        const patch = dispatch(
          unterrichtsmodulteileApi.util.updateQueryData('getKarten', { unterrichtsmodulId }, (karten) => {
            const karte = karten.find((eintrag) => eintrag.id === id);
            if (!karte) return;
            karte.korrekturmarkierung = korrekturmarkierung;
            if (notizen !== undefined) karte.notizen = notizen;
          }),
        );
        await queryFulfilled.catch(() => patch.undo()); // the page shows the error from the mutation result
      },
      // The stack's counts (cards to correct, the red hint) change with it.
      invalidatesTags: ['Unterrichtsmodul'],
    }),
    /** 02 §4 'Speichern und ...': creates or changes a card; answers the stack's cards. */
    speichereKarte: build.mutation<Karte[], KarteSpeichernRequest>({
      query: (body) => ({ url: 'unterrichtsmodulteile', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
    loescheKarte: build.mutation<Karte[], KarteLoeschenRequest>({
      query: (body) => ({ url: 'unterrichtsmodulteile/delete', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
    /** 02 §4 selection mode: the marked cards into another own stack. */
    kopiereKarten: build.mutation<KartenKopierenResponse, KartenKopierenRequest>({
      query: (body) => ({ url: 'unterrichtsmodulteile/kopieren', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
    /** Beyond the spec: 'Formen vorschlagen' of the conjugation editor. */
    getKonjugationVorschlag: build.query<KonjugationVorschlag, KonjugationVorschlagQuery>({
      query: (params) => ({ url: 'unterrichtsmodulteile/konjugation', params }),
    }),
    /** 02 §7 GET /api/hilfe/eingabehilfe: reference data, loaded once. */
    getEingabehilfe: build.query<EingabehilfeEintrag[], void>({
      query: () => 'hilfe/eingabehilfe',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetKartenQuery,
  useSetzeKorrekturMutation,
  useSpeichereKarteMutation,
  useLoescheKarteMutation,
  useKopiereKartenMutation,
  useGetEingabehilfeQuery,
  useLazyGetKonjugationVorschlagQuery,
} = unterrichtsmodulteileApi;
