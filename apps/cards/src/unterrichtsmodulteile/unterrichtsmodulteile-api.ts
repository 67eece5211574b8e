import * as hilfe from '@lernstapel/api-client/endpoints/hilfe';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/**
 * The cards of one stack (02 §7: GET /api/unterrichtsmodulteile/{unterrichtsmodulid}), their correction
 * mark, saving, deleting and copying them, and the editor's helpers, generated from the API's OpenAPI
 * document (`@lernstapel/api-client/endpoints/unterrichtsmodulteile`, bundled with this remote; the
 * cache tags are there).
 */
export const unterrichtsmodulteileApi = unterrichtsmodulteile.unterrichtsmodulteileApi.enhanceEndpoints({
  endpoints: {
    /** 02 §2 'korrigieren' toggle and correction note of one card; answers the stack's cards. */
    unterrichtsmodulteileKorrektur: {
      // The toggle moves at once in every loaded list of the card; a refused change (licence, team
      // rule) is undone, and the page shows the error from the mutation result.
      onQueryStarted: async (
        { id, korrekturmarkierung, notizen },
        { dispatch, getState, queryFulfilled },
      ) => {
        const listen = unterrichtsmodulteileApi.util.selectCachedArgsForQuery(
          getState(),
          'unterrichtsmodulteileForStack',
        );
        const patches = listen.map((liste) =>
          dispatch(
            unterrichtsmodulteileApi.util.updateQueryData(
              'unterrichtsmodulteileForStack',
              liste,
              (karten) => {
                const karte = karten.find((eintrag) => eintrag.id === id);
                if (!karte) return;
                karte.korrekturmarkierung = korrekturmarkierung;
                if (notizen !== undefined) karte.notizen = notizen;
              },
            ),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    },
  },
});

export const {
  useUnterrichtsmodulteileForStackQuery: useGetKartenQuery,
  useUnterrichtsmodulteileKorrekturMutation: useSetzeKorrekturMutation,
  /** 02 §4 'Speichern und ...': creates or changes a card; answers the stack's cards. */
  useUnterrichtsmodulteileSpeichernMutation: useSpeichereKarteMutation,
  useUnterrichtsmodulteileLoeschenMutation: useLoescheKarteMutation,
  /** 02 §4 selection mode: the marked cards into another own stack. */
  useUnterrichtsmodulteileKopierenMutation: useKopiereKartenMutation,
} = unterrichtsmodulteile;

/** Beyond the spec: 'Formen vorschlagen' of the conjugation editor. */
export const useLazyGetKonjugationVorschlagQuery = unterrichtsmodulteileApi.useLazyKonjugationVorschlagQuery;

/** 02 §7 GET /api/hilfe/eingabehilfe: reference data, loaded once. */
export const { useHilfeEingabehilfeQuery: useGetEingabehilfeQuery } = hilfe.hilfeApi.enhanceEndpoints({
  endpoints: { hilfeEingabehilfe: { keepUnusedDataFor: 3600 } },
});
