import * as stapelergebnisse from '@lernstapel/api-client/endpoints/stapelergebnisse';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/**
 * The quiz's reads and its reset (02 §7 unterrichtsmodulteile/quiz, stapelergebnisse), generated from the
 * API's OpenAPI document (`@lernstapel/api-client/endpoints/<domain>`, bundled with this remote; the
 * cache tags are there). Box changes and results go through the lern-warteschlange (offline queue).
 */
const quizApi = unterrichtsmodulteile.unterrichtsmodulteileApi.enhanceEndpoints({
  // Every start reloads the cards (02 §4 "Restart reloads and shuffles").
  endpoints: { quizQuiz: { keepUnusedDataFor: 0 } },
});
const ergebnisseApi = stapelergebnisse.stapelergebnisseApi.enhanceEndpoints({
  endpoints: { stapelergebnisseVerlauf: { keepUnusedDataFor: 0 } },
});

export const {
  useQuizQuizQuery: useGetQuizQuery,
  /** Back to box 1 for every card of the stack, its results deleted. */
  useQuizZuruecksetzenMutation: useZuruecksetzenMutation,
} = quizApi;
/** Issue 11 'n Karten fällig' of the own stacks (the list's refresh; a quiz run changes it). */
export const { useQuizFaelligQuery: useGetFaelligeKartenQuery } = quizApi;
export const { useStapelergebnisseVerlaufQuery: useGetErgebnisseQuery } = ergebnisseApi;
