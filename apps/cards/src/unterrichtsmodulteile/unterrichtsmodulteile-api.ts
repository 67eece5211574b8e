import * as hilfe from '@lernstapel/api-client/endpoints/hilfe';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/**
 * The cards of one stack (02 §7: GET /api/unterrichtsmodulteile/{unterrichtsmodulid}), their correction
 * mark (02 §2 'korrigieren', moved at once), saving, deleting and copying them, and the editor's helpers,
 * generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/unterrichtsmodulteile`,
 * bundled with this remote; the cache tags and the correction's optimistic update are there).
 */
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
export const useLazyGetKonjugationVorschlagQuery =
  unterrichtsmodulteile.unterrichtsmodulteileApi.useLazyKonjugationVorschlagQuery;

/** 02 §7 GET /api/hilfe/eingabehilfe: reference data, loaded once. */
export const { useHilfeEingabehilfeQuery: useGetEingabehilfeQuery } = hilfe.hilfeApi.enhanceEndpoints({
  endpoints: { hilfeEingabehilfe: { keepUnusedDataFor: 3600 } },
});
